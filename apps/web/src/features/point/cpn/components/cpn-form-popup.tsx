import { CPN_LIMITS as L, CPN_MESSAGES as M, seoulDate, type TDayBsdCpnItem, type TDayBsdCpnSaveInput, VALIDATION_MESSAGES } from '@portal/contract';
import { Form, Input, InputNumber, Typography } from 'antd';
import { AdminFormPopup, checkRule, maxRule, requiredRule } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { cpnMngResource } from '../api/cpn-mng-resource';

const intRule = (min: number, max: number, message: string) =>
  checkRule<number | null | undefined>((value) =>
    value === null || value === undefined ? VALIDATION_MESSAGES.required() : value < min || value > max ? message : undefined,
  );

/**
 * Adds or edits one coupon day: its day, prize, winners, price and per-student limit. The server
 * draws the seed and publishes the commitment when it is added; editing stops at the first entry.
 */
export function CpnFormPopup({ cpn, onClose }: { cpn: TDayBsdCpnItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TDayBsdCpnSaveInput>();
  const save = cpnMngResource.useSave();
  const editing = cpn === 'new' ? null : cpn;

  return (
    <AdminFormPopup<TDayBsdCpnSaveInput>
      title={t(editing ? 'pointCpn.adm.editTitle' : 'pointCpn.adm.add')}
      form={form}
      name="dayBsdCpn"
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.cpnId })}
      initialValues={{
        drawYmd: editing?.drawYmd ?? seoulDate(),
        prizeNm: editing?.prizeNm ?? '',
        prizeCn: editing?.prizeCn ?? '',
        winnerCnt: editing?.winnerCnt ?? 1,
        entryPoints: editing?.entryPoints ?? 10,
        entryLimitCnt: editing?.entryLimitCnt ?? 1,
      }}
    >
      <Typography.Paragraph type="secondary">{t('pointCpn.adm.editHelp')}</Typography.Paragraph>
      <Form.Item
        label={t('pointCpn.adm.drawYmd')}
        name="drawYmd"
        rules={[requiredRule, checkRule<string | undefined>((v) => (v && v < seoulDate() ? M.drawYmdPast : undefined))]}
      >
        <Input type="date" min={seoulDate()} />
      </Form.Item>
      <Form.Item label={t('pointCpn.adm.prizeNm')} name="prizeNm" rules={[requiredRule, maxRule(L.prizeNm)]}>
        <Input maxLength={L.prizeNm} />
      </Form.Item>
      <Form.Item label={t('pointCpn.adm.prizeCn')} name="prizeCn" rules={[maxRule(L.prizeCn)]}>
        <Input.TextArea maxLength={L.prizeCn} rows={3} />
      </Form.Item>
      <Form.Item label={t('pointCpn.adm.winnerCnt')} name="winnerCnt" required rules={[intRule(1, 1000, M.winnerCnt)]}>
        <InputNumber min={1} max={1000} precision={0} />
      </Form.Item>
      <Form.Item label={t('pointCpn.adm.entryPoints')} name="entryPoints" required rules={[intRule(1, 100_000, M.entryPoints)]}>
        <InputNumber min={1} max={100_000} precision={0} />
      </Form.Item>
      <Form.Item label={t('pointCpn.adm.entryLimitCnt')} name="entryLimitCnt" required rules={[intRule(1, 100, M.entryLimitCnt)]}>
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
    </AdminFormPopup>
  );
}
