import {
  AUTHORITY_MESSAGES,
  authrtSttsOn,
  checkAuthorityGrant,
  seoulDate,
  type TAuthorityGrantRequest,
  type TAuthorityListQuery,
  type TAuthorityListResponse,
  type TAuthorityUserQuery,
  type TAuthorityUserResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { assertSuperAdmin } from '../manager/index.js';
import { maskUserNm } from '../member/index.js';
import { type TActor } from '../../plugins/access.js';
import {
  countCandidates,
  countGrants,
  deleteGrant,
  existsGrantOn,
  findCandidateIds,
  findCandidatePage,
  findGrantPage,
  candidateWhere,
  grantWhere,
  insertGrants,
} from './authority.repo.js';

/**
 * SECURITY 14, spec §5: a grant applies only inside its date range, both days included, counted
 * in Asia/Seoul. Other modules ask this before letting a user run a granted function.
 */
export async function hasAuthority(db: TDb | TTx, userId: string, authrtCd: string, today: string = seoulDate()): Promise<boolean> {
  return existsGrantOn(db, userId, authrtCd, today);
}

/**
 * The grants with their state on `today` (예정 / 적용 중 / 만료). ADM_ROLE: authority is managed
 * by the super administrator only, like managers and access IPs; every function below checks it first.
 */
export async function listGrants(db: TDb, actor: TActor, query: TAuthorityListQuery, today: string = seoulDate()): Promise<TAuthorityListResponse> {
  await assertSuperAdmin(db, actor);
  const where = grantWhere(query, today);
  const page = await pageOf(query, countGrants(db, where), (offset, limit) => findGrantPage(db, where, offset, limit));
  const list = page.list.map((r) => ({
    ...r,
    userNm: maskUserNm(r.userNm),
    sttsCd: authrtSttsOn(r, today),
    registeredAt: r.registeredAt.toISOString(),
  }));
  return { ...page, list };
}

/** The users the grant form may choose: active teachers, staff and general members. */
export async function listCandidates(db: TDb, actor: TActor, query: TAuthorityUserQuery): Promise<TAuthorityUserResponse> {
  await assertSuperAdmin(db, actor);
  const where = candidateWhere(query);
  const page = await pageOf(query, countCandidates(db, where), (offset, limit) => findCandidatePage(db, where, offset, limit));
  return { ...page, list: page.list.map((r) => ({ ...r, userNm: maskUserNm(r.userNm) })) };
}

/** spec §5: one grant per chosen user, all or none (one transaction). */
export async function grantAuthority(db: TDb, actor: TActor, input: TAuthorityGrantRequest): Promise<{ grantedCount: number }> {
  await assertSuperAdmin(db, actor);
  const invalid = checkAuthorityGrant(input);
  if (invalid) throw new AppError('VALIDATION', 400, invalid.message, { fieldErrors: { [invalid.field]: invalid.message } });
  const userIds = [...new Set(input.userIds)];
  return db.transaction(async (tx) => {
    const known = await findCandidateIds(tx, userIds);
    if (known.length !== userIds.length)
      throw new AppError('VALIDATION', 400, AUTHORITY_MESSAGES.unknownUser, { fieldErrors: { userIds: AUTHORITY_MESSAGES.unknownUser } });
    const grantedCount = await insertGrants(
      tx,
      userIds.map((userId) => ({
        userId,
        authrtCd: input.authrtCd!,
        bgngYmd: input.bgngYmd!,
        endYmd: input.endYmd!,
        registeredBy: actor.userId,
        updatedBy: actor.userId,
      })),
    );
    return { grantedCount };
  });
}

export async function revokeAuthority(db: TDb, actor: TActor, authrtGrantId: number): Promise<{ authrtGrantId: number }> {
  await assertSuperAdmin(db, actor);
  return db.transaction(async (tx) => {
    if (!(await deleteGrant(tx, authrtGrantId))) throw AppError.notFound();
    return { authrtGrantId };
  });
}
