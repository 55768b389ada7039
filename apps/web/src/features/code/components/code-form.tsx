import { CODE_MESSAGES, COM_CD_MAX, type TAdmCodeItem } from '@portal/contract';
import { Button, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { applyServerFieldErrors, FixedText, maxRule, requiredRule, SortSeqField, useConfirmSave, YnRadioField } from '../../../components/admin/crud';
import { showAlert } from '../../../components/modal/modal-store';
import { useSaveCode } from '../api/save-code';

/** What the detail panel edits: a selected code, a new child of one, or a new group. */
export type TCodeFormMode = { kind: 'edit'; code: TAdmCodeItem } | { kind: 'newChild'; parent: TAdmCodeItem } | { kind: 'newGroup' };

type TValues = { comCd: string; comCdNm: string; cdExpln?: string; sortSeq?: number | null; useYn: 'Y' | 'N' };

type TCodeFormProps = { mode: TCodeFormMode; onSaved: (code: TAdmCodeItem) => void; onCancel: () => void };

/** The code's fields (spec §3 code item). A system code or a group keeps its comCd (spec §8, decision 008). */
export function CodeForm({ mode, onSaved, onCancel }: TCodeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const save = useSaveCode();
  const confirmSave = useConfirmSave();
  const code = mode.kind === 'edit' ? mode.code : undefined;
  const comCdLocked = code !== undefined && (code.sysYn === 'Y' || code.upComCdId === null);
  const initialValues: Partial<TValues> = code
    ? { comCd: code.comCd, comCdNm: code.comCdNm, cdExpln: code.cdExpln ?? '', sortSeq: code.sortSeq, useYn: code.useYn }
    : { useYn: 'Y' };

  async function onFinish(values: TValues) {
    if (!(await confirmSave())) return;
    const body = { ...values, cdExpln: values.cdExpln ?? '', sortSeq: values.sortSeq ?? undefined };
    try {
      const saved = await save.mutateAsync(
        code ? { comCdId: code.comCdId, values: body } : { values: { ...body, upComCdId: mode.kind === 'newChild' ? mode.parent.comCdId : null } },
      );
      await showAlert(t(code ? 'common.result.edited' : 'common.result.saved'));
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  return (
    <Form<TValues> form={form} name="admCode" layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError={{ focus: true }}>
      {code && (
        <Descriptions size="small" column={1} className="adm-code__meta">
          <Descriptions.Item label={t('admCode.field.comCdId')}>
            <code>{code.comCdId}</code>
          </Descriptions.Item>
          {code.sysYn === 'Y' && <Descriptions.Item label={t('admCode.system')}>{t('admCode.systemHint')}</Descriptions.Item>}
        </Descriptions>
      )}
      {mode.kind === 'newChild' && (
        <Descriptions size="small" column={1} className="adm-code__meta">
          <Descriptions.Item label={t('admCode.field.upComCd')}>{`${mode.parent.comCdNm} (${mode.parent.comCd})`}</Descriptions.Item>
        </Descriptions>
      )}
      <Form.Item
        name="comCd"
        label={t('admCode.field.comCd')}
        extra={code?.upComCdId === null ? t('admCode.groupHint') : t('admCode.comCdHelp')}
        rules={comCdLocked ? [] : [requiredRule, maxRule(COM_CD_MAX), { pattern: /^[A-Za-z0-9_]*$/, message: CODE_MESSAGES.comCdPattern }]}
      >
        {comCdLocked ? <FixedText /> : <Input maxLength={COM_CD_MAX} autoComplete="off" />}
      </Form.Item>
      <Form.Item name="comCdNm" label={t('admCode.field.comCdNm')} rules={[requiredRule, maxRule(100)]}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="cdExpln" label={t('admCode.field.cdExpln')} rules={[maxRule(500)]}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <SortSeqField label={t('admCode.field.sortSeq')} />
      <YnRadioField label={t('admCode.field.useYn')} />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.list.save')}
        </Button>
        {!code && <Button onClick={onCancel}>{t('admin.list.cancel')}</Button>}
      </Space>
    </Form>
  );
}
