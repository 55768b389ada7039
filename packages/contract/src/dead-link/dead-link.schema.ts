import { z } from 'zod';
import { ZId } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { codeKeys, emptyAsUndefined, zPageOf } from '../common/adm-query.js';

/** The states of a link-check run. */
export const DEAD_LINK_RUN_STTS = { RUNNING: '점검 중', DONE: '완료', STOPPED: '중지됨', FAILED: '실패' } as const;
export type TDeadLinkRunSttsCd = keyof typeof DEAD_LINK_RUN_STTS;

/** How a run was started: by an administrator, or by the daily schedule (DEAD_LINK_SCHEDULE). */
export const DEAD_LINK_START_TYPE = { MANUAL: '수동', SCHEDULE: '예약' } as const;
export type TDeadLinkStartTypeCd = keyof typeof DEAD_LINK_START_TYPE;

/** The result of one link: OK (< 400), BROKEN (>= 400), REFUSED (SECURITY 6 or not http(s)), TIMEOUT, ERROR. */
export const DEAD_LINK_RSLT = { OK: '정상', BROKEN: '오류 응답', REFUSED: '점검 거부', TIMEOUT: '시간 초과', ERROR: '연결 실패' } as const;
export type TDeadLinkRsltCd = keyof typeof DEAD_LINK_RSLT;

/** Where a stored external link lives. */
export const DEAD_LINK_SRC_TYPE = {
  CRR_SITE: '진로 사이트',
  BANNER: '배너',
  POPUP: '알림창',
  BMNEXHL: '대주제관',
  SMNEXHL: '소주제관',
  MENU: '메뉴',
  CONTS: '콘텐츠',
} as const;
export type TDeadLinkSrcTypeCd = keyof typeof DEAD_LINK_SRC_TYPE;

/** spec §8 dead-link messages and the checker's own. */
export const DEAD_LINK_MESSAGES = {
  noUrl: '점검할 주소 목록이 없습니다.',
  stopped: '점검이 중지되었습니다.',
  alreadyRunning: '이미 링크 점검이 진행 중입니다. 끝난 뒤에 다시 시작해 주세요.',
  notRunning: '진행 중인 링크 점검이 없습니다.',
  stale: '점검 서버의 응답이 끊겨 중단된 점검입니다.',
  shutdown: '서버가 종료되어 점검이 중단되었습니다.',
  failed: '점검 중 오류가 발생하여 중단되었습니다.',
} as const;

export const ZDeadLinkStartResponse = z.object({ runId: z.number().int() });
export type TDeadLinkStartResponse = z.infer<typeof ZDeadLinkStartResponse>;

export const ZDeadLinkStopResponse = z.object({ result: z.literal('SUCCESS'), message: z.string() });

export const ZDeadLinkRun = z.object({
  runId: z.number().int(),
  sttsCd: z.enum(codeKeys(DEAD_LINK_RUN_STTS)),
  startTypeCd: z.enum(codeKeys(DEAD_LINK_START_TYPE)),
  totalCount: z.number().int().describe('distinct addresses to check'),
  doneCount: z.number().int(),
  okCount: z.number().int(),
  brokenCount: z.number().int().describe('checked and not OK'),
  stopYn: z.enum(['Y', 'N']).describe('a stop was asked for'),
  startedBy: z.string().nullable(),
  stoppedBy: z.string().nullable(),
  startedAt: z.string().describe('ISO time'),
  endedAt: z.string().nullable().describe('ISO time'),
  runMsg: z.string().nullable().describe('why a run stopped or failed'),
});
export type TDeadLinkRun = z.infer<typeof ZDeadLinkRun>;

/** GET /api/deadLink/status: the current or last run, and the daily schedule (Asia/Seoul HH:mm, null = off). */
export const ZDeadLinkStatus = z.object({
  run: ZDeadLinkRun.nullable(),
  schedule: z.string().nullable(),
});
export type TDeadLinkStatus = z.infer<typeof ZDeadLinkStatus>;

export const ZDeadLinkResultQuery = z.object({
  ...ZPageQuery.shape,
  rsltCd: emptyAsUndefined(z.enum([...codeKeys(DEAD_LINK_RSLT), 'WAIT'])).describe('WAIT: not checked yet'),
  srcTypeCd: emptyAsUndefined(z.enum(codeKeys(DEAD_LINK_SRC_TYPE))),
  searchWrd: emptyAsUndefined(z.string().trim().max(100)).describe('part of the source name or the address'),
  runId: emptyAsUndefined(ZId).describe('default: the last run'),
});
export type TDeadLinkResultQuery = z.infer<typeof ZDeadLinkResultQuery>;

export const ZDeadLinkResultItem = z.object({
  rsltId: z.number().int(),
  srcTypeCd: z.enum(codeKeys(DEAD_LINK_SRC_TYPE)),
  srcId: z.string(),
  srcNm: z.string(),
  linkUrl: z.string(),
  rsltCd: z.enum(codeKeys(DEAD_LINK_RSLT)).nullable().describe('null: not checked yet'),
  httpStatus: z.number().int().nullable(),
  elapsedMs: z.number().int().nullable(),
  rsltMsg: z.string().nullable(),
  checkedAt: z.string().nullable().describe('ISO time'),
});
export type TDeadLinkResultItem = z.infer<typeof ZDeadLinkResultItem>;

export const ZDeadLinkResultResponse = zPageOf(ZDeadLinkResultItem).extend({ runId: z.number().int().nullable() });
export type TDeadLinkResultResponse = z.infer<typeof ZDeadLinkResultResponse>;
