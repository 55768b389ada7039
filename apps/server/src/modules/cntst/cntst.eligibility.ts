import { deriveSchlTypeCd } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { mbr } from '../member/member.table.js';

/**
 * Whether a member may enter a contest, from the member's record (never from the client): the
 * member type among the contest's, and, when the contest names school levels, the member's school
 * level (spec §4: the stored one, else from the birth date) among them.
 */
export async function eligibilityOf(
  db: TDbOrTx,
  user: { userId: string; userTypeCd: string },
  contest: { trgtMbrTypes: string[]; trgtSchlTypes: string[] },
): Promise<boolean> {
  if (user.userTypeCd === 'A') return false;
  const [member] = await db
    .select({ mbrTypeAuthrt: mbr.mbrTypeAuthrt, schlTypeCd: mbr.schlTypeCd, brdt: mbr.brdt, userSttsCd: mbr.userSttsCd })
    .from(mbr)
    .where(eq(mbr.userId, user.userId));
  if (!member || member.userSttsCd !== 'ACTV') return false;
  if (!contest.trgtMbrTypes.includes(member.mbrTypeAuthrt)) return false;
  if (contest.trgtSchlTypes.length === 0) return true;
  const schlTypeCd = deriveSchlTypeCd(member.brdt, member.schlTypeCd);
  return schlTypeCd !== null && contest.trgtSchlTypes.includes(schlTypeCd);
}
