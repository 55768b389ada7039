import { POINT_MESSAGES, type THolder } from '@portal/contract';
import { Button, Form, Input, InputNumber } from 'antd';
import { applyServerFieldErrors, maxRule, requiredRule } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useAdjustPoints } from '../api/holder-api';
import { formatPoints } from './point-format';
import { newRequestKey } from '../../../../lib/request-key';

type TValues = { points: number | null; reason: string };

const ADJUST_LIMIT = 100_000;
const REASON_MAX = 200;

/**
 * An administrator's correction of one student's points: a signed amount and a required reason,
 * saved after a confirm naming the student and the amount. The server refuses a debit beyond the
 * balance with its message (POINT_SHORT); nothing is written then.
 */
export function AdjustForm({ holder }: { holder: THolder }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const adjust = useAdjustPoints();

  async function onFinish(values: TValues) {
    const points = values.points ?? 0;
    const signed = `${points > 0 ? '+' : ''}${formatPoints(points)}`;
    if (!(await showConfirm(t('admPointLedger.adjust.confirm', { userId: holder.userId, points: signed })))) return;
    try {
      await adjust.mutateAsync({ userId: holder.userId, points, reason: values.reason.trim(), requestKey: newRequestKey() });
    } catch (error) {
      applyServerFieldErrors(form, error);
      return; // the client has shown the server's message
    }
    form.resetFields();
    await showAlert(t('common.result.processed'));
  }

  return (
    <section aria-labelledby="adm-point-adjust-title" className="adm-point__adjust">
      <h3 id="adm-point-adjust-title">{t('admPointLedger.adjust.title')}</h3>
      <p className="adm-point__help">{t('admPointLedger.adjust.help')}</p>
      <Form<TValues>
        form={form}
        name="admPointAdjust"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        initialValues={{ points: null, reason: '' }}
      >
        <Form.Item
          name="points"
          label={t('admPointLedger.adjust.points')}
          rules={[
            { required: true, message: t('admPointLedger.adjust.pointsRequired') },
            {
              validator: (_rule, value: number | null) =>
                value === null || value === undefined || (Number.isInteger(value) && value !== 0 && Math.abs(value) <= ADJUST_LIMIT)
                  ? Promise.resolve()
                  : Promise.reject(new Error(POINT_MESSAGES.adjustRange)),
            },
          ]}
        >
          <InputNumber<number> precision={0} min={-ADJUST_LIMIT} max={ADJUST_LIMIT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('admPointLedger.adjust.reason')}
          rules={[{ ...requiredRule, message: POINT_MESSAGES.reasonRequired }, maxRule(REASON_MAX)]}
        >
          <Input maxLength={REASON_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adjust.isPending}>
          {t('admPointLedger.adjust.submit')}
        </Button>
      </Form>
    </section>
  );
}
