import { Tag } from 'antd';
import { useTranslation } from '../../../../lib/i18n';

export const SRVY_ADM_BASE = '/admin/srvy';

/** The :srvyId of an address, or undefined when it cannot name a survey (the not-found page). */
export function srvyIdParam(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : undefined;
}

const STTS_COLOR: Record<string, string> = { DRAFT: 'default', OPEN: 'green', CLOSED: 'blue' };

/** 작성 중 / 진행 / 마감. */
export function SrvySttsTag({ sttsCd }: { sttsCd: string }) {
  const { t } = useTranslation();
  return <Tag color={STTS_COLOR[sttsCd] ?? 'default'}>{t(`admSrvy.stts.${sttsCd}`, { defaultValue: sttsCd })}</Tag>;
}
