import { maxGrdOf, SCHOOL_MESSAGES, SCHOOL_SEARCH_LIMITS, VALIDATION_MESSAGES, type TSchoolSearchQuery, type TSchoolSearchResponse } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { countSchools, findSchoolInUse, findSchoolSearchPage, schoolSearchWhere } from './school.repo.js';

/** GET /icec/api/schl/search: the join and my-info school picker; public (a guest joins), rate-limited. */
export async function searchSchools(db: TDbOrTx, query: TSchoolSearchQuery): Promise<TSchoolSearchResponse> {
  const where = schoolSearchWhere(query);
  const paging = { currentPage: query.currentPage, maxResults: SCHOOL_SEARCH_LIMITS.pageSize };
  return pageOf(paging, countSchools(db, where), (offset, limit) => findSchoolSearchPage(db, where, offset, limit));
}

const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

export type TMemberSchool = { schlCd: string; schlNm: string; schlTypeCd: string; grd: number | null };

/**
 * A member's school as stored: the NEIS code must name a school in use, whose name and type are
 * taken from the list (a name sent by the client is never used); the grade must exist at that
 * type of school (1–6 elementary, 1–3 otherwise). Students give both (`required`); for others an
 * empty school is null.
 */
export async function memberSchoolOf(db: TDbOrTx, input: { schlCd: string | null; grd: string | null }, required: boolean): Promise<TMemberSchool | null> {
  if (!input.schlCd) {
    if (required) throw fieldError('schlCd', SCHOOL_MESSAGES.schlRequired);
    return null;
  }
  const school = await findSchoolInUse(db, input.schlCd);
  if (!school) throw fieldError('schlCd', SCHOOL_MESSAGES.notInList);
  if (!input.grd && required) throw fieldError('grd', VALIDATION_MESSAGES.required());
  const max = maxGrdOf(school.schlTypeCd);
  if (input.grd && Number(input.grd) > max) throw fieldError('grd', SCHOOL_MESSAGES.grd(max));
  return { schlCd: school.schlCd, schlNm: school.schlNm, schlTypeCd: school.schlTypeCd, grd: input.grd ? Number(input.grd) : null };
}
