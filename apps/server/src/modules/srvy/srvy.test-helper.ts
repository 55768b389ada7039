import type { TSrvyDef, TSrvySaveInput } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { createMember, sessionFor, type TAgent, type TNewMember } from '../../test/identity.js';

export const USER_API = '/icec/api/srvy';
export const ADMIN_API = '/api/srvy';

const DAY = 24 * 60 * 60 * 1000;
const iso = (at: number) => new Date(at).toISOString();

/** A survey's meta: open from yesterday for a month, for anyone, once, no points. */
export const srvyMeta = (over: Partial<TSrvySaveInput> = {}): TSrvySaveInput => ({
  srvyTtl: '테스트 설문',
  srvyExpln: '설명',
  bgngDt: iso(Date.now() - DAY),
  endDt: iso(Date.now() + 30 * DAY),
  trgtSeCd: 'ALL',
  trgtMbrTypes: [],
  trgtSchlTypes: [],
  anonYn: 'N',
  rptYn: 'N',
  pointTypeCd: null,
  ...over,
});

const opts = (...ids: string[]) => ids.map((optId) => ({ optId, optNm: `보기 ${optId}` }));

/** Every type, and a condition (q9 shows when q1 is 'b'). */
export const EVERY_TYPE_DEF: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      qstns: [
        { qstnId: 'q1', qstnType: 'SINGLE', qstnTtl: '단일', requiredYn: 'Y', options: opts('a', 'b') },
        { qstnId: 'q2', qstnType: 'MULTI', qstnTtl: '복수', requiredYn: 'Y', options: opts('a', 'b', 'c'), maxPick: 2 },
        { qstnId: 'q3', qstnType: 'OTHER', qstnTtl: '기타', requiredYn: 'N', options: opts('a', 'b') },
        { qstnId: 'q4', qstnType: 'SCALE5', qstnTtl: '5점', requiredYn: 'Y' },
        { qstnId: 'q5', qstnType: 'SCALE7', qstnTtl: '7점', requiredYn: 'N' },
        { qstnId: 'q6', qstnType: 'MATRIX', qstnTtl: '행렬', requiredYn: 'Y', scalePoints: 5, rows: [{ rowId: 'r1', rowNm: '행1' }] },
      ],
    },
    {
      pageId: 'p2',
      qstns: [
        { qstnId: 'q7', qstnType: 'SHORT', qstnTtl: '단답', requiredYn: 'N' },
        { qstnId: 'q8', qstnType: 'LONG', qstnTtl: '서술', requiredYn: 'N' },
        { qstnId: 'q9', qstnType: 'SHORT', qstnTtl: '조건', requiredYn: 'Y', showIf: { qstnId: 'q1', optIds: ['b'] } },
        { qstnId: 'q10', qstnType: 'NUMBER', qstnTtl: '숫자', requiredYn: 'N', minValue: 0, maxValue: 100 },
        { qstnId: 'q11', qstnType: 'DATE', qstnTtl: '날짜', requiredYn: 'N' },
        { qstnId: 'q12', qstnType: 'RANK', qstnTtl: '순위', requiredYn: 'N', options: opts('x', 'y') },
        { qstnId: 'q13', qstnType: 'FILE', qstnTtl: '파일', requiredYn: 'N', fileMaxCnt: 1 },
      ],
    },
  ],
};

/** A complete answer to EVERY_TYPE_DEF. */
export const FULL_ANSWERS = {
  q1: { optIds: ['a'] },
  q2: { optIds: ['a', 'c'] },
  q4: { num: 4 },
  q6: { rows: { r1: 3 } },
  q7: { text: '짧은 답' },
  q10: { num: 42 },
  q11: { date: '2026-05-05' },
  q12: { rank: ['y', 'x'] },
};

/** The survey calls of one test file. */
export function srvyCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  const admin = () => sessionFor(app, 'admin');
  return {
    call,
    admin,
    /** A survey created, defined and (unless draft) published through the admin API; answers its id. */
    async survey(def: TSrvyDef = EVERY_TYPE_DEF, over: Partial<TSrvySaveInput> = {}, publish = true): Promise<number> {
      const agent = await admin();
      const created = await call(agent, 'POST', ADMIN_API, srvyMeta(over));
      if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
      const { srvyId } = created.json() as { srvyId: number };
      const saved = await call(agent, 'PUT', `${ADMIN_API}/${srvyId}/def`, { def });
      if (saved.statusCode !== 200) throw new Error(`def: ${saved.body}`);
      if (publish) {
        const published = await call(agent, 'POST', `${ADMIN_API}/${srvyId}/publish`);
        if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
      }
      return srvyId;
    },
    /** A logged-in member of a type (a middle-school student by default); `more` sets other columns (brdt ...). */
    async member(mbrTypeAuthrt = 'ST01', schlTypeCd: string | null = 'MD01', more: TNewMember = {}) {
      const userTypeCd = mbrTypeAuthrt.startsWith('ST') ? 'S' : mbrTypeAuthrt === 'TC01' ? 'T' : 'G';
      const m = await createMember(app.db, { userTypeCd, mbrTypeAuthrt, schlTypeCd, userNm: '김학생', ...more });
      return { userId: m.userId, agent: await sessionFor(app, m.userId) };
    },
  };
}
