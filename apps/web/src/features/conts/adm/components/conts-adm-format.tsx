import { CONTS_STTS, toSeoulLocalInput, type TContsSttsCd } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../../lib/i18n';

/** Where the admin contents pages live (spec §2 admin contents). */
export const CONTS_BASE = '/admin/contents';
export const contsViewPath = (contsId: number) => `${CONTS_BASE}/view/${contsId}`;

const STTS_COLOR: Record<TContsSttsCd, string> = { DRAFT: 'default', REVIEW: 'gold', PBLC: 'green', ARCHV: 'purple' };

/** A stored time as 'YYYY-MM-DD HH:mm' in Seoul; '' for none. */
export const seoulMinutes = (at: string | null | undefined) => toSeoulLocalInput(at).replace('T', ' ');

/** A Seoul wall-clock 'YYYY-MM-DD HH:mm' as the ISO time with offset the state call takes. */
export const seoulIso = (local: string) => `${local.trim().replace(' ', 'T')}:00+09:00`;

/** True when a published content's time is still to come (scheduled publishing). */
export const isScheduled = (sttsCd: TContsSttsCd, pblcDt: string | null, now: Date = new Date()) =>
  sttsCd === 'PBLC' && pblcDt !== null && new Date(pblcDt).getTime() > now.getTime();

/** A content's state as a tag with its name (the colour only repeats the text); a future publish time reads '예약 게시'. */
export function ContsSttsTag({ sttsCd, pblcDt }: { sttsCd: TContsSttsCd; pblcDt: string | null }) {
  const { t } = useTranslation();
  if (isScheduled(sttsCd, pblcDt)) return <Tag color="blue">{t('admConts.stts.scheduled')}</Tag>;
  return <Tag color={STTS_COLOR[sttsCd]}>{CONTS_STTS[sttsCd]}</Tag>;
}

/** What a page shows until its record is there: loading, or that loading failed (a 404 is the not-found page instead). */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert">{t('admConts.loadFailed')}</p> : <p role="status">{t('layout.loading')}</p>;
}
