import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd, ZYmd } from '../common/adm-query.js';
import { ZAuditFields, ZId, zIntIn, zOptionalText, zRequiredText } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { CPN_MESSAGES as M } from './cpn.messages.js';
import { POINT_MESSAGES } from './point.messages.js';

/** OPEN: entries on its day, DRAWN: seed revealed and entries frozen, CNCL: cancelled and every entry refunded. */
export const CPN_STTS = { OPEN: '응모', DRAWN: '추첨 완료', CNCL: '취소' } as const;
export const CPN_STTS_CDS = ['OPEN', 'DRAWN', 'CNCL'] as const;
export type TCpnSttsCd = (typeof CPN_STTS_CDS)[number];
export const CPN_LIMITS = { prizeNm: 100, prizeCn: 1000, congratsCn: 500 } as const;

export const ZCpnParams = z.object({ cpnId: ZId });

/** An entry: an optional key per confirmed click, so a repeated request buys once (SECURITY 19). */
export const ZCpnEntryBody = z.preprocess((body) => body ?? {}, z.object({ requestKey: emptyAsUndefined(z.uuid({ error: POINT_MESSAGES.requestKey })) }));
export const ZCpnEntryParams = z.object({ cpnId: ZId, entryNo: ZId });

// ---- administration (dayBsdCpnMng) ----

/** POST /api/dayBsdCpnMng and PUT /api/dayBsdCpnMng/:cpnId (the day may not be past: the server checks it against today). */
export const ZDayBsdCpnSave = z.object({
  drawYmd: ZYmd,
  prizeNm: zRequiredText(CPN_LIMITS.prizeNm),
  prizeCn: zOptionalText(CPN_LIMITS.prizeCn),
  winnerCnt: zIntIn(1, 1000, M.winnerCnt),
  entryPoints: zIntIn(1, 100_000, M.entryPoints),
  entryLimitCnt: zIntIn(1, 100, M.entryLimitCnt),
});
export type TDayBsdCpnSave = z.infer<typeof ZDayBsdCpnSave>;
export type TDayBsdCpnSaveInput = z.input<typeof ZDayBsdCpnSave>;

export const ZDayBsdCpnListQuery = ZPageQuery.extend({
  cpnSttsCd: emptyAsUndefined(z.enum(CPN_STTS_CDS)),
  searchWrd: zSearchWrd(100),
});
export type TDayBsdCpnListQuery = z.infer<typeof ZDayBsdCpnListQuery>;

export const ZDayBsdCpnItem = z.object({
  cpnId: z.number().int(),
  drawYmd: z.string(),
  prizeNm: z.string(),
  prizeCn: z.string().nullable(),
  winnerCnt: z.number().int(),
  entryPoints: z.number().int(),
  entryLimitCnt: z.number().int(),
  commitHash: z.string(),
  cpnSttsCd: z.enum(CPN_STTS_CDS),
  entryCnt: z.number().int(),
  seedHex: z.string().nullable(),
  drawDt: z.string().nullable(),
  drawBy: z.string().nullable(),
  congratsCn: z.string().nullable(),
  announceDt: z.string().nullable(),
  ...ZAuditFields,
});
export type TDayBsdCpnItem = z.infer<typeof ZDayBsdCpnItem>;
export const ZDayBsdCpnListResponse = zPageOf(ZDayBsdCpnItem);

/** PUT /api/dayBsdCpnMng/:cpnId/congrats: a blank message answers congratsRequired, then the length rule of the admin fields. */
export const ZCpnCongratsBody = z.object({
  congratsCn: z.string({ error: M.congratsRequired }).trim().min(1, M.congratsRequired).pipe(zRequiredText(CPN_LIMITS.congratsCn)),
});

/** GET /api/dayBsdCpnMng/:cpnId/winners: full names for administrators (the view is logged). */
export const ZCpnWinner = z.object({
  entryNo: z.number().int(),
  entrantNo: z.number().int(),
  userId: z.string(),
  userNm: z.string(),
  schlNm: z.string().nullable(),
  grd: z.number().int().nullable(),
  handoverDt: z.string().nullable(),
  handoverBy: z.string().nullable(),
  congratsSeenDt: z.string().nullable(),
});
export type TCpnWinner = z.infer<typeof ZCpnWinner>;
export const ZCpnWinnersResponse = z.object({ cpn: ZDayBsdCpnItem, list: z.array(ZCpnWinner) });

// ---- students ----

export const ZCpnDay = z.object({
  cpnId: z.number().int(),
  drawYmd: z.string(),
  prizeNm: z.string(),
  prizeCn: z.string().nullable(),
  winnerCnt: z.number().int(),
  entryPoints: z.number().int(),
  entryLimitCnt: z.number().int(),
  commitHash: z.string(),
  entryCnt: z.number().int(),
  myEntryCnt: z.number().int(),
  /** Y: today is its day and it takes entries */
  openYn: ZYn,
});
export type TCpnDay = z.infer<typeof ZCpnDay>;
/** GET /icec/api/dayBsdCpn/list: today's coupon day(s) and the upcoming ones with their commitments. */
export const ZCpnDayListResponse = z.object({ today: z.string(), balance: z.number().int(), list: z.array(ZCpnDay) });
export type TCpnDayListResponse = z.infer<typeof ZCpnDayListResponse>;

export const ZCpnEntryResponse = z.object({ entryNo: z.number().int(), myEntryCnt: z.number().int(), balance: z.number().int() });

/** GET /icec/api/dayBsdCpn/my: the coupon days I entered, newest first. */
export const ZMyCpn = z.object({
  cpnId: z.number().int(),
  drawYmd: z.string(),
  prizeNm: z.string(),
  cpnSttsCd: z.enum(CPN_STTS_CDS),
  entryPoints: z.number().int(),
  entryNos: z.array(z.number().int()),
  winYn: ZYn,
  announceYn: ZYn,
  handoverYn: ZYn,
});
export type TMyCpn = z.infer<typeof ZMyCpn>;
export const ZMyCpnListResponse = zPageOf(ZMyCpn);
export const ZMyCpnQuery = ZPageQuery.pick({ currentPage: true });

export const ZCpnCongrats = z.object({ cpnId: z.number().int(), drawYmd: z.string(), prizeNm: z.string(), congratsCn: z.string().nullable() });
export type TCpnCongrats = z.infer<typeof ZCpnCongrats>;
export const ZCpnCongratsResponse = z.object({ list: z.array(ZCpnCongrats) });
export const ZCpnCongratsSeenBody = z.object({ cpnIds: z.array(ZId).min(1).max(100) });
export const ZCpnCongratsSeenResponse = z.object({ result: z.literal('SUCCESS') });

// ---- public: the draws and their verification ----

export const ZCpnResultQuery = ZPageQuery.pick({ currentPage: true });
export const ZCpnResultSummary = z.object({
  cpnId: z.number().int(),
  drawYmd: z.string(),
  prizeNm: z.string(),
  winnerCnt: z.number().int(),
  entryCnt: z.number().int(),
  drawDt: z.string().nullable(),
});
export type TCpnResultSummary = z.infer<typeof ZCpnResultSummary>;
export const ZCpnResultListResponse = zPageOf(ZCpnResultSummary);

export const ZCpnPublicEntry = z.object({ entryNo: z.number().int(), entrantNo: z.number().int(), shownNm: z.string() });
export type TCpnPublicEntry = z.infer<typeof ZCpnPublicEntry>;

/** GET /icec/api/dayBsdCpn/result/:cpnId: the commitment always; after the draw the seed, the frozen entries and the winners. */
export const ZCpnResult = z.object({
  cpnId: z.number().int(),
  drawYmd: z.string(),
  prizeNm: z.string(),
  prizeCn: z.string().nullable(),
  winnerCnt: z.number().int(),
  entryPoints: z.number().int(),
  cpnSttsCd: z.enum(CPN_STTS_CDS),
  commitHash: z.string(),
  entryCnt: z.number().int(),
  seedHex: z.string().nullable(),
  drawDt: z.string().nullable(),
  algorithmVer: z.string(),
  entries: z.array(ZCpnPublicEntry),
  /** the winning entries as the draw marked them, by entry number (the verifier compares them with its own result) */
  winners: z.array(ZCpnPublicEntry),
  congratsCn: z.string().nullable(),
  announceDt: z.string().nullable(),
});
export type TCpnResult = z.infer<typeof ZCpnResult>;
