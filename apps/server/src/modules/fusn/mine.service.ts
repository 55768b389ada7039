import { type TFusnAplySrvy, type TFusnMyAply, type TFusnMyAplyResponse } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { icalOf } from '../../lib/ical.js';
import type { TDownloadFile } from '../../lib/xlsx.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { FUSN_INDV_MESSAGES as M } from '@portal/contract';
import { assertStudent } from './indv.service.js';
import { findLiveReminders } from './grp-aply.repo.js';
import { findMyAplys, findOwnAply, submittedSurveys, type TMyAplyRow } from './mine.repo.js';
import { settleSessions } from './offer.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const yn = (flag: boolean) => (flag ? 'Y' : 'N') as 'Y' | 'N';
const ATTENDED = new Set(['PRSNT', 'LATE']);

/** Whether the student may cancel now: the same rules as the cancel routes (server time). */
function cancellable(r: TMyAplyRow, now: Date): boolean {
  if (r.sttsCd === 'CNCL' || r.sesnSttsCd !== 'OPEN') return false;
  if (r.prgrmSeCd === 'INDV' && r.drawnAt) return now < r.bgngDt;
  return now < r.ddlnDt;
}

function myAplyOf(r: TMyAplyRow, now: Date, answered: Set<string>): TFusnMyAply {
  const survey = (srvyId: number | null, ctxKey: string): TFusnAplySrvy | null =>
    srvyId ? { srvyId, ctxKey, answeredYn: yn(answered.has(`${srvyId}|${ctxKey}`)) } : null;
  const attended = r.sttsCd === 'APLY' && r.atndcCd !== null && ATTENDED.has(r.atndcCd);
  const grp = r.prgrmSeCd === 'GRP';
  return {
    aplyId: r.aplyId,
    prgrmId: r.prgrmId,
    prgrmNm: r.prgrmNm,
    prgrmSeCd: r.prgrmSeCd,
    slctSeCd: grp ? null : r.slctSeCd,
    sesnId: r.sesnId,
    sesnYmd: r.sesnYmd,
    bgngTm: r.bgngTm,
    endTm: r.endTm,
    bgngDt: r.bgngDt.toISOString(),
    endDt: r.endDt.toISOString(),
    ddlnDt: r.ddlnDt.toISOString(),
    sesnCnclYn: yn(r.sesnSttsCd === 'CNCL'),
    hallNms: r.hallNms,
    sttsCd: r.sttsCd,
    schlRsvtId: r.schlRsvtId,
    aplyUnitCd: r.aplyUnitCd,
    unitNm: r.unitNm,
    entryNo: r.entryNo,
    waitNo: r.sttsCd === 'WAIT' || r.sttsCd === 'OFFR' ? r.waitNo : null,
    offerExpDt: r.sttsCd === 'OFFR' ? iso(r.offerExpDt) : null,
    drawnYn: yn(r.drawnAt !== null),
    cnclPsbltyYn: yn(cancellable(r, now)),
    atndcCd: r.atndcCd,
    certPsbltyYn: yn(attended && now >= r.endDt),
    certNo: r.certNo,
    bfrSrvy: survey(r.bfrSrvyId, grp ? `rsvt:${r.schlRsvtId}` : `sesn:${r.sesnId}`),
    dgstfnSrvy: attended ? survey(r.dgstfnSrvyId, `atnd:${r.sesnId}`) : null,
    registeredAt: r.registeredAt.toISOString(),
  };
}

/**
 * GET /icec/api/fusn/aply/mine: ALL the student's applications, the coming sessions first (soonest
 * first), then the past ones (newest first), with the surveys' states and the unread reminders of
 * teachers still relevant (design "School reservations": the on-site notice; this read writes nothing). The
 * waitlists of the student's drawn lottery sessions are settled first.
 */
export async function listMyAplys(db: TDb, actor: TActor): Promise<TFusnMyAplyResponse> {
  assertStudent(actor);
  const first = await findMyAplys(db, actor.userId);
  const waiting = first.filter((r) => r.prgrmSeCd === 'INDV' && r.slctSeCd === 'LTRY' && r.drawnAt && (r.sttsCd === 'WAIT' || r.sttsCd === 'OFFR'));
  const rows = waiting.length ? (await settleSessions(db, [...new Set(waiting.map((r) => r.sesnId))]), await findMyAplys(db, actor.userId)) : first;
  const now = new Date();
  const srvyIds = [...new Set(rows.flatMap((r) => [r.bfrSrvyId, r.dgstfnSrvyId]).filter((id): id is number => id !== null))];
  const [answered, reminders] = await Promise.all([submittedSurveys(db, actor.userId, srvyIds), findLiveReminders(db, actor.userId)]);
  const coming = rows.filter((r) => r.endDt > now).reverse();
  const past = rows.filter((r) => r.endDt <= now);
  return {
    list: [...coming, ...past].map((r) => myAplyOf(r, now, answered)),
    reminders: reminders.map(({ rmndrId, schlRsvtId, prgrmNm, sesnYmd, bgngTm, ddlnDt, sentAt }) => ({
      rmndrId,
      schlRsvtId,
      prgrmNm,
      sesnYmd,
      bgngTm,
      ddlnDt: ddlnDt.toISOString(),
      sentAt: sentAt.toISOString(),
    })),
  };
}

/** GET /icec/api/fusn/aply/:aplyId/ical: the member's own application as a calendar file (another's: 404). */
export async function aplyIcal(db: TDb, actor: TActor, aplyId: number): Promise<TDownloadFile> {
  const row = await findOwnAply(db, aplyId, actor.userId);
  if (!row) throw AppError.notFound(M.aplyNotFound);
  const body = icalOf([
    {
      uid: `fusn-aply-${row.aplyId}@career-portal`,
      start: row.bgngDt,
      end: row.endDt,
      summary: row.prgrmNm,
      location: row.hallNms.join(', '),
      description: '융합활동 신청',
    },
  ]);
  return { fileName: `융합활동_${row.aplyId}.ics`, asciiFileName: `fusion-${row.aplyId}.ics`, contentType: 'text/calendar; charset=utf-8', body };
}
