import { FUSN_RSVT_STTS_NM, type TFusnRsvtSttsView } from '@portal/contract';
import { Tag } from 'antd';

const RSVT_STTS_COLOR: Record<TFusnRsvtSttsView, string> = { APLY: 'blue', CNFM: 'green', CLSD: 'orange', CMPL: 'default', CNCL: 'red' };

/** A reservation's shown state as a tag (신청, 확정, 마감, 완료, 취소). */
export function RsvtSttsTag({ sttsView }: { sttsView: TFusnRsvtSttsView }) {
  return <Tag color={RSVT_STTS_COLOR[sttsView]}>{FUSN_RSVT_STTS_NM[sttsView]}</Tag>;
}
