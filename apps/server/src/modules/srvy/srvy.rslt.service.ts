import {
  computePagination,
  MBR_TYPE_AUTHRT,
  SCHL_TYPE,
  SRVY_CROSS_DIMS,
  SRVY_CROSS_QSTN_TYPES,
  SRVY_ETC_OPT_ID,
  SRVY_ETC_OPT_NM,
  SRVY_NONE_KEY,
  SRVY_NONE_NM,
  SRVY_RSLT_MESSAGES as M,
  srvyPct,
  type TSrvyCross,
  type TSrvyCrossQuery,
  type TSrvyNonRspnsPage,
  type TSrvyNonRspnsQuery,
  type TSrvyQstn,
  type TSrvyRslt,
  type TSrvyTextPage,
  type TSrvyTextQuery,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { crossCounts, fileCountsOf, findSubmittedAnswers, findNonRspns, findSrvyForRslt, findTexts, type TCrossSide } from './srvy.rslt.repo.js';
import { buildSrvyRslt, scalePointsOf } from './srvy.rslt.summary.js';
import { fileGroupsOf, tallyAnswers } from './srvy.rslt.tally.js';

/** The survey (404 when missing) and its questions in order. */
export async function srvyForRslt(db: TDbOrTx, srvyId: number) {
  const row = await findSrvyForRslt(db, srvyId);
  if (!row) throw AppError.notFound(M.notFound);
  return { row, def: row.def, qstns: row.def.pages.flatMap((p) => p.qstns) };
}

const badQuery = (message: string, field: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** GET rslt: counts, percents and means of every question over the submitted responses (drafts never count). */
export async function getSrvyRslt(db: TDb, actor: TActor, srvyId: number): Promise<TSrvyRslt> {
  assertAdmin(actor);
  const { row, def } = await srvyForRslt(db, srvyId);
  const { answersList, rspnsCnt, lastSbmsnDt } = await findSubmittedAnswers(db, srvyId);
  const fileCnts = await fileCountsOf(db, fileGroupsOf(answersList));
  return {
    srvyId: row.srvyId,
    srvyTtl: row.srvyTtl,
    anonYn: row.anonYn,
    trgtSeCd: row.trgtSeCd,
    sttsCd: row.sttsCd,
    rspnsCnt,
    lastSbmsnDt,
    ...buildSrvyRslt(def, tallyAnswers(def, answersList, fileCnts)),
  };
}

/** GET rslt/texts: a SHORT or LONG question's texts, or an OTHER question's 기타 texts, newest first. */
export async function listSrvyTexts(db: TDb, actor: TActor, srvyId: number, query: TSrvyTextQuery): Promise<TSrvyTextPage> {
  assertAdmin(actor);
  const { qstns } = await srvyForRslt(db, srvyId);
  const qstn = qstns.find((q) => q.qstnId === query.qstnId);
  if (!qstn) throw badQuery(M.qstnNotFound, 'qstnId');
  if (qstn.qstnType !== 'SHORT' && qstn.qstnType !== 'LONG' && qstn.qstnType !== 'OTHER') throw badQuery(M.notText, 'qstnId');
  const { maxResults, currentPage } = query;
  const field = qstn.qstnType === 'OTHER' ? 'etcText' : 'text';
  const { rows, total } = await findTexts(db, srvyId, qstn.qstnId, field, query.searchWrd, { offset: (currentPage - 1) * maxResults, limit: maxResults });
  return { qstnId: qstn.qstnId, qstnTtl: qstn.qstnTtl, list: rows, pagination: computePagination(total, currentPage, maxResults) };
}

type TCrossAxis = { side: TCrossSide; ttl: string; keys: { key: string; label: string }[]; declared: boolean };

/** A side of a cross-tabulation: a choice or scale question (its options or points, declared), or a member snapshot (keys as found). */
function crossAxis(qstns: readonly TSrvyQstn[], id: string, field: string): TCrossAxis {
  if (id === 'MBR_TYPE' || id === 'SCHL_TYPE') {
    const names: Record<string, string> = id === 'MBR_TYPE' ? MBR_TYPE_AUTHRT : SCHL_TYPE;
    return { side: { kind: id }, ttl: SRVY_CROSS_DIMS[id], keys: Object.entries(names).map(([key, label]) => ({ key, label })), declared: false };
  }
  const qstn = qstns.find((q) => q.qstnId === id);
  if (!qstn) throw badQuery(M.qstnNotFound, field);
  if (!(SRVY_CROSS_QSTN_TYPES as readonly string[]).includes(qstn.qstnType)) throw badQuery(M.crossType, field);
  if (qstn.qstnType === 'SCALE5' || qstn.qstnType === 'SCALE7') {
    const keys = Array.from({ length: scalePointsOf(qstn) }, (_, i) => ({ key: String(i + 1), label: `${i + 1}점` }));
    return { side: { kind: 'SCALE', qstnId: id }, ttl: qstn.qstnTtl, keys, declared: true };
  }
  const keys = (qstn.options ?? []).map((o) => ({ key: o.optId, label: o.optNm }));
  if (qstn.qstnType === 'OTHER') keys.push({ key: SRVY_ETC_OPT_ID, label: SRVY_ETC_OPT_NM });
  return { side: { kind: 'CHOICE', qstnId: id }, ttl: qstn.qstnTtl, keys, declared: true };
}

/**
 * The keys shown on a side: a question's declared ones (even with no answer), a member snapshot's
 * found ones in the code order, then keys no longer declared (an answer kept from before a text
 * correction) under their own id, and 미상 last.
 */
function shownKeys(axis: TCrossAxis, totals: Map<string, number>) {
  const known = new Set(axis.keys.map((k) => k.key));
  const keys = axis.keys.filter((k) => axis.declared || totals.has(k.key));
  const others = [...totals.keys()].filter((k) => !known.has(k) && k !== SRVY_NONE_KEY).sort();
  return [...keys, ...others.map((key) => ({ key, label: key })), ...(totals.has(SRVY_NONE_KEY) ? [{ key: SRVY_NONE_KEY, label: SRVY_NONE_NM }] : [])].map(
    (k) => ({ ...k, total: totals.get(k.key) ?? 0 }),
  );
}

/** GET rslt/cross: respondents by a row key and a column key (counts and row percents), counted in the database. */
export async function getSrvyCross(db: TDb, actor: TActor, srvyId: number, query: TSrvyCrossQuery): Promise<TSrvyCross> {
  assertAdmin(actor);
  const { qstns } = await srvyForRslt(db, srvyId);
  const rowAxis = crossAxis(qstns, query.rowQstnId, 'rowQstnId');
  const colAxis = crossAxis(qstns, query.colQstnId, 'colQstnId');
  const counts = await crossCounts(db, srvyId, rowAxis.side, colAxis.side);
  const rowTotals = new Map(counts.filter((c) => c.g === 1).map((c) => [c.rk!, c.n]));
  const colTotals = new Map(counts.filter((c) => c.g === 2).map((c) => [c.ck!, c.n]));
  const cells = new Map(counts.filter((c) => c.g === 0).map((c) => [`${c.rk}\u0000${c.ck}`, c.n]));
  const cols = shownKeys(colAxis, colTotals);
  return {
    rowTtl: rowAxis.ttl,
    colTtl: colAxis.ttl,
    cols,
    rows: shownKeys(rowAxis, rowTotals).map((r) => {
      const cnts = cols.map((c) => cells.get(`${r.key}\u0000${c.key}`) ?? 0);
      return { ...r, cnts, pcts: cnts.map((n) => srvyPct(n, r.total)) };
    }),
    total: counts.find((c) => c.g === 3)?.n ?? 0,
  };
}

/**
 * GET rslt/nonRspns: the members an MBR survey targets who have not submitted, with names (the
 * administrator's reminder list); SECURITY 17: each page viewed is a VIEW row of the access log.
 */
export async function listSrvyNonRspns(db: TDb, actor: TActor, srvyId: number, query: TSrvyNonRspnsQuery): Promise<TSrvyNonRspnsPage> {
  assertAdmin(actor);
  const { row } = await srvyForRslt(db, srvyId);
  if (row.trgtSeCd !== 'MBR') throw new AppError('VALIDATION', 400, M.notTargeted);
  const { maxResults, currentPage } = query;
  const { rows, total } = await findNonRspns(
    db,
    { srvyId, mbrTypes: row.trgtMbrTypes, schlTypes: row.trgtSchlTypes },
    { word: query.searchWrd, mbrTypeAuthrt: query.mbrTypeAuthrt },
    { offset: (currentPage - 1) * maxResults, limit: maxResults },
  );
  const pagination = computePagination(total, currentPage, maxResults);
  await logPersonalDataAccess(db, actor, {
    actnCd: 'VIEW',
    trgtDesc: `설문 미응답자 목록 (${row.srvyTtl}) ${currentPage}쪽 ${rows.length}명 조회`,
  });
  return { list: rows, pagination };
}
