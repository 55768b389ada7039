import { INSP_STTS, type TInspSttsCd } from '@portal/contract';
import { Tag } from 'antd';

const STTS_COLOR: Record<TInspSttsCd, string> = { DRAFT: 'default', OPEN: 'green', CLOSED: 'red' };

/** A test's state as a tag (작성 중, 진행, 종료). */
export function InspSttsTag({ sttsCd }: { sttsCd: TInspSttsCd }) {
  return <Tag color={STTS_COLOR[sttsCd]}>{INSP_STTS[sttsCd]}</Tag>;
}

/** Where the test bank pages live (spec §2 admin langDgns). */
export const LANG_DGNS_BASE = '/admin/langDgns';

/** A positive int4 id of the page path, or undefined ('abc', '0' and '1.5' are no id). */
export function inspIdParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
