import { deriveSchlTypeCd } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { mbr } from './member.table.js';

/** What a targeted offer (a survey's or a contest's member and school types) needs of a member. */
export type TTargetProfile = {
  mbrTypeAuthrt: string;
  /** the stored school type; a student's derived from the birth date when unset (spec §4, as login shows it) */
  schlTypeCd: string | null;
  /** only an active account (ACTV) is in any target */
  active: boolean;
};

/** The member's target profile, read from the record (never from the client); undefined for an unknown id. */
export async function targetProfileOf(db: TDbOrTx, userId: string): Promise<TTargetProfile | undefined> {
  const [m] = await db
    .select({ userTypeCd: mbr.userTypeCd, mbrTypeAuthrt: mbr.mbrTypeAuthrt, schlTypeCd: mbr.schlTypeCd, brdt: mbr.brdt, userSttsCd: mbr.userSttsCd })
    .from(mbr)
    .where(eq(mbr.userId, userId));
  if (!m) return undefined;
  return {
    mbrTypeAuthrt: m.mbrTypeAuthrt,
    schlTypeCd: m.userTypeCd === 'S' ? deriveSchlTypeCd(m.brdt, m.schlTypeCd) : m.schlTypeCd,
    active: m.userTypeCd !== 'A' && m.userSttsCd === 'ACTV',
  };
}

/**
 * Whether a member is in a target: active, of one of the member types, and, when school types are
 * named, of one of them (a member without a school type is then outside).
 */
export function inTarget(trgtMbrTypes: readonly string[], trgtSchlTypes: readonly string[], profile: TTargetProfile | undefined): boolean {
  if (!profile?.active || !trgtMbrTypes.includes(profile.mbrTypeAuthrt)) return false;
  return trgtSchlTypes.length === 0 || (profile.schlTypeCd !== null && trgtSchlTypes.includes(profile.schlTypeCd));
}
