import { USER_STTS } from '@portal/contract';
import { Tag } from 'antd';
import { codeLabel } from '../../../lib/code-options';

const COLORS: Record<string, string> = { ACTV: 'green', PNDG: 'gold', LOCK: 'red', DRMT: 'default', WTDR: 'default' };

/** A member's status (USER_STTS) as a coloured tag; the text carries the meaning, not the colour. */
export function MemberStatusTag({ userSttsCd }: { userSttsCd: string }) {
  return <Tag color={COLORS[userSttsCd] ?? 'default'}>{codeLabel(USER_STTS, userSttsCd)}</Tag>;
}
