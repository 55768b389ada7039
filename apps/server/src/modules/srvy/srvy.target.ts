import type { TSrvyRow } from './srvy.repo.js';

type TProfile = { mbrTypeAuthrt: string; schlTypeCd: string | null };

/** An 'MBR' survey's target: the member's type among its types, and its school type when it names some. */
export const isTargetMember = (row: Pick<TSrvyRow, 'trgtMbrTypes' | 'trgtSchlTypes'>, profile: TProfile | undefined): boolean =>
  !!profile &&
  row.trgtMbrTypes.includes(profile.mbrTypeAuthrt) &&
  (row.trgtSchlTypes.length === 0 || (!!profile.schlTypeCd && row.trgtSchlTypes.includes(profile.schlTypeCd)));
