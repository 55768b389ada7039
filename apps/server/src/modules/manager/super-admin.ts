import { MANAGER_MESSAGES } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { findMember } from '../member/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';

/**
 * The first line of the SUPER-only services (managers, access IPs; ADM_ROLE): an active administrator
 * whose role is SUPER. The role is read from the database on every call, so a demotion counts at once.
 */
export async function assertSuperAdmin(db: TDb | TTx, actor: TActor): Promise<void> {
  assertAdmin(actor);
  const me = await findMember(db, actor.userId);
  if (me?.admRoleCd !== 'SUPER' || me.userSttsCd !== 'ACTV') throw AppError.forbidden(MANAGER_MESSAGES.superOnly, { isAdmin: true });
}
