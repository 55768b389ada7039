import type { TDbOrTx } from '../../db/client.js';
import { findActivitiesOfStudent, type TStudentActivity } from './crr-actv.repo.js';

/**
 * A student's activities of every kind (optionally one school year, at most `limit`), newest first:
 * what the portfolio, the career history and the career remarks draw from (issue 18). The caller
 * has checked the reader's right (assertStudentReader).
 */
export function activitiesOfStudent(db: TDbOrTx, userId: string, opts: { schlYr?: number; limit?: number } = {}): Promise<TStudentActivity[]> {
  return findActivitiesOfStudent(db, userId, opts);
}

export type { TStudentActivity };
