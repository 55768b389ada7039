import { INSP_STTS, type TInspSttsCd } from '@portal/contract';
import { Tag } from 'antd';

const STTS_COLOR: Record<TInspSttsCd, string> = { DRAFT: 'default', OPEN: 'green', CLOSED: 'red' };

/** A test's state as a tag (작성 중, 진행, 종료). */
export function InspSttsTag({ sttsCd }: { sttsCd: TInspSttsCd }) {
  return <Tag color={STTS_COLOR[sttsCd]}>{INSP_STTS[sttsCd]}</Tag>;
}

/** Where the test bank pages live (spec §2 admin langDgns). */
export const LANG_DGNS_BASE = '/admin/langDgns';
