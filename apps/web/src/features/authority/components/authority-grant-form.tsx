import { AUTHRT_CD, checkAuthorityGrant, type TAuthorityGrantRequest } from '@portal/contract';
import { Button, DatePicker, Form, Select, Typography } from 'antd';
import type { GetProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useGrantAuthority } from '../api/post-authority';
import { AuthorityUserPicker } from './authority-user-picker';
import { codeOptions } from '../../../lib/code-options';

type TRangeValue = GetProps<typeof DatePicker.RangePicker>['value'];
type TFormValues = { authrtCd?: string; period?: TRangeValue };

/**
 * spec §5 grant form: an authority, a date range and the users. The same check as the server runs
 * first, so its messages ('권한 부여 기간을 확인해 주세요.', '사용자를 1명 이상 선택해 주세요.') come at once.
 */
export function AuthorityGrantForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const [userIds, setUserIds] = useState<string[]>([]);
  const grant = useGrantAuthority();

  async function submit({ authrtCd, period }: TFormValues) {
    const body: TAuthorityGrantRequest = {
      authrtCd,
      bgngYmd: period?.[0]?.format('YYYY-MM-DD') ?? null,
      endYmd: period?.[1]?.format('YYYY-MM-DD') ?? null,
      userIds,
    };
    const invalid = checkAuthorityGrant(body);
    if (invalid) {
      await showAlert(invalid.message);
      return;
    }
    const authrtNm = AUTHRT_CD[authrtCd as keyof typeof AUTHRT_CD];
    if (!(await showConfirm(t('admMember.authority.confirmGrant', { count: userIds.length, authrtNm })))) return;
    try {
      const { grantedCount } = await grant.mutateAsync(body);
      await showAlert(t('admMember.authority.granted', { count: grantedCount }));
    } catch {
      return; // the client has shown the server's message
    }
    form.resetFields();
    setUserIds([]);
  }

  return (
    <section aria-labelledby="authority-grant-title">
      <Typography.Title level={2} id="authority-grant-title" className="adm-member__subtitle">
        {t('admMember.authority.grantTitle')}
      </Typography.Title>
      <Form form={form} name="authorityGrant" layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 720 }}>
        <Form.Item name="authrtCd" label={t('admMember.authority.authrtCd')} required>
          <Select options={codeOptions(AUTHRT_CD)} placeholder={t('admMember.authority.authrtCd')} style={{ maxWidth: 280 }} />
        </Form.Item>
        <Form.Item name="period" label={t('admMember.authority.period')} required>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item label={t('admMember.authority.users')} required>
          <AuthorityUserPicker selected={userIds} onChange={setUserIds} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={grant.isPending}>
          {t('admMember.authority.grant')}
        </Button>
      </Form>
    </section>
  );
}
