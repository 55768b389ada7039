import { FUSN_RSVT_STTS_NM, type TFusnRsvtSttsView } from '@portal/contract';

/** A reservation's state as shown (rsvtSttsView): 신청, 확정, 마감, 완료, 취소. */
export function RsvtSttsBadge({ stts }: { stts: TFusnRsvtSttsView }) {
  return <span className={`fusn-tchr__badge fusn-tchr__badge--${stts}`}>{FUSN_RSVT_STTS_NM[stts]}</span>;
}
