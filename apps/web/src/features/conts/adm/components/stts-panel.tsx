import { CONTS_REMOVABLE_STTS, CONTS_STTS, CONTS_STTS_TRANSITIONS, type TContsMngDetail, type TContsSttsCd } from '@portal/contract';
import { Button, Form, Radio, Space } from 'antd';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { DateTimeInput } from '../../../../components/admin/date-time-input';
import { applyServerFieldErrors } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useChangeContsStts, useRemoveConts } from '../api/conts-mng-queries';
import { CONTS_BASE, ContsSttsTag, isScheduled, seoulIso, seoulMinutes } from './conts-adm-format';

type TSttsValues = { sttsCd?: TContsSttsCd; pblcDt?: string };

/** True when a Seoul wall-clock 'YYYY-MM-DD HH:mm' is later than now. */
const isFuture = (local: string | undefined) => Boolean(local) && new Date(seoulIso(local!)).getTime() > Date.now();

/**
 * The content's state (issue 20): the current one and the changes allowed from it; 게시 takes a
 * publish time (empty: now; a later one: 예약 게시). 삭제 only for 작성 중 and 보관, after a confirm. A
 * change reloads the content's form: with changes not saved yet, the alert asks to save first.
 */
export function SttsPanel({
  item,
  unsaved,
}: {
  item: TContsMngDetail;
  /** the content form holds changes not saved yet (a change reloads the form) */ unsaved: () => boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [form] = Form.useForm<TSttsValues>();
  const change = useChangeContsStts();
  const remove = useRemoveConts();
  const next = CONTS_STTS_TRANSITIONS[item.sttsCd];
  const chosen = Form.useWatch('sttsCd', form);
  const pblcDt = Form.useWatch('pblcDt', form);
  const removable = (CONTS_REMOVABLE_STTS as readonly TContsSttsCd[]).includes(item.sttsCd);

  async function onFinish(values: TSttsValues) {
    if (!values.sttsCd) return;
    if (unsaved()) {
      await showAlert(t('admConts.stts.unsaved'));
      return;
    }
    const publishing = values.sttsCd === 'PBLC';
    const local = publishing && values.pblcDt ? values.pblcDt : undefined;
    const question =
      local && isFuture(local) ? t('admConts.stts.confirmSchedule', { at: local }) : t('admConts.stts.confirm', { stts: CONTS_STTS[values.sttsCd] });
    if (!(await showConfirm(question))) return;
    // 게시 without a time: from now on
    const body = { sttsCd: values.sttsCd, pblcDt: publishing ? (local ? seoulIso(local) : new Date().toISOString()) : null };
    try {
      await change.mutateAsync({ contsId: item.contsId, body });
    } catch (error) {
      applyServerFieldErrors(form, error);
      return;
    }
    form.resetFields();
    await showAlert(t('admConts.stts.changed'));
  }

  async function onRemove() {
    if (!(await showConfirm(t('admConts.stts.confirmDelete', { name: item.contsTtl })))) return;
    try {
      await remove.mutateAsync(item.contsId);
    } catch {
      return;
    }
    await showAlert(t('common.result.deleted'));
    navigate(CONTS_BASE, { replace: true });
  }

  return (
    <section className="adm-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-conts__panel-title">
        {t('admConts.stts.title')}
      </h2>
      <p className="adm-conts__stts-now">
        <span>{t('admConts.stts.current')}: </span>
        <ContsSttsTag sttsCd={item.sttsCd} pblcDt={item.pblcDt} />
        {item.pblcDt && item.sttsCd === 'PBLC' && (
          <span>
            {isScheduled(item.sttsCd, item.pblcDt)
              ? t('admConts.stts.scheduledAt', { at: seoulMinutes(item.pblcDt) })
              : `${t('admConts.stts.pblcDt')} ${seoulMinutes(item.pblcDt)}`}
          </span>
        )}
      </p>
      {next.length === 0 ? (
        <p>{t('admConts.stts.none')}</p>
      ) : (
        <Form<TSttsValues> form={form} name="contsStts" layout="vertical" onFinish={(values) => void onFinish(values)}>
          <Form.Item
            label={<span id={`${headingId}-next`}>{t('admConts.stts.next')}</span>}
            name="sttsCd"
            rules={[{ required: true, message: t('admConts.stts.nextRequired') }]}
          >
            <Radio.Group aria-labelledby={`${headingId}-next`} options={next.map((code) => ({ value: code, label: CONTS_STTS[code] }))} />
          </Form.Item>
          {chosen === 'PBLC' && (
            <Form.Item label={t('admConts.stts.pblcDt')} name="pblcDt" extra={isFuture(pblcDt) ? t('admConts.stts.scheduled') : t('admConts.stts.pblcDtHelp')}>
              <DateTimeInput label={t('admConts.stts.pblcDt')} minuteStep={10} />
            </Form.Item>
          )}
          <Button htmlType="submit" type="primary" loading={change.isPending}>
            {chosen === 'PBLC' && isFuture(pblcDt) ? t('admConts.stts.scheduled') : t('admConts.stts.change')}
          </Button>
        </Form>
      )}
      {removable && (
        <Space className="adm-conts__remove" wrap>
          <Button danger onClick={() => void onRemove()} loading={remove.isPending}>
            {t('admConts.stts.delete')}
          </Button>
          <span className="adm-conts__help">{t('admConts.stts.deleteHelp')}</span>
        </Space>
      )}
    </section>
  );
}
