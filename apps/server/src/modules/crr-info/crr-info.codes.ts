import { JOB_FMLY_GROUP, WORK_VALUE_GROUP, type TCodeName } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { codeList } from '../code/index.js';

/** The reflected job families and work values (code tree, cached per process). */
export type TJobCodes = { fmly: Map<string, string>; value: Map<string, string> };

export async function jobCodes(db: TDb, via?: TDbOrTx): Promise<TJobCodes> {
  const [fmly, value] = await Promise.all([codeList(db, JOB_FMLY_GROUP, via), codeList(db, WORK_VALUE_GROUP, via)]);
  return { fmly: new Map(fmly.map((c) => [c.comCd, c.comCdNm])), value: new Map(value.map((c) => [c.comCd, c.comCdNm])) };
}

/** A code with its name; a code no longer in use keeps its code as the name. */
export const codeName = (names: Map<string, string>, cd: string): TCodeName => ({ cd, nm: names.get(cd) ?? cd });
