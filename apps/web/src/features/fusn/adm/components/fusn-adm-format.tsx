import { formatSeoulDateTime, FUSN_PRGRM_STTS, FUSN_SESN_STTS, FUSN_WEEKDAYS, type TFusnPrgrmSttsCd, type TFusnSesnSttsCd, weekdayOf } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../../lib/i18n';

/** Where the program pages live: GRP at /admin/prgrmEstbl, INDV below it (design "Web routes (admin)"). */
export const prgrmBase = (prgrmSeCd: 'GRP' | 'INDV') => (prgrmSeCd === 'GRP' ? '/admin/prgrmEstbl' : '/admin/prgrmEstbl/indv');

/** What a page shows until its record is there: loading, or that loading failed (a 404 is the not-found page instead). */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert">{t('admFusn.loadFailed')}</p> : <p role="status">{t('layout.loading')}</p>;
}

/** An instant in Seoul time to the minute: 'YYYY-MM-DD HH:mm'. */
export const dtText = (at: string | null | undefined) => (at ? formatSeoulDateTime(at).slice(0, 16) : '-');

/** A day with its weekday: '2026-12-01(화)'. */
export const ymdText = (ymd: string) => `${ymd}(${FUSN_WEEKDAYS[weekdayOf(ymd)]})`;

/** A session's day and times: '2026-12-01(화) 10:00~12:00'. */
export const sesnText = (sesn: { sesnYmd: string; bgngTm: string; endTm: string }) => `${ymdText(sesn.sesnYmd)} ${sesn.bgngTm}~${sesn.endTm}`;

const PRGRM_STTS_COLOR: Record<TFusnPrgrmSttsCd, string> = { DRAFT: 'default', OPEN: 'green', CLOSED: 'orange' };

/** A program's state as a tag (준비 중, 모집 중, 모집 마감). */
export function PrgrmSttsTag({ sttsCd }: { sttsCd: TFusnPrgrmSttsCd }) {
  return <Tag color={PRGRM_STTS_COLOR[sttsCd]}>{FUSN_PRGRM_STTS[sttsCd]}</Tag>;
}

/** A session's state as a tag (운영, 취소). */
export function SesnSttsTag({ sttsCd }: { sttsCd: TFusnSesnSttsCd }) {
  return <Tag color={sttsCd === 'OPEN' ? 'blue' : 'red'}>{FUSN_SESN_STTS[sttsCd]}</Tag>;
}
