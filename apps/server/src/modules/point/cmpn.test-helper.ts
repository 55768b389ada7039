import { seoulDate, type TCmpnSaveInput } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { sessionFor, type TAgent } from '../../test/identity.js';

const DAY = 24 * 60 * 60 * 1000;
export const dayFrom = (days: number) => seoulDate(new Date(Date.now() + days * DAY));

/** A campaign form open today: text proof only, 30 points, once per student. */
export const cmpnForm = (over: Partial<TCmpnSaveInput> = {}): TCmpnSaveInput => ({
  cmpnTtl: '테스트 캠페인',
  cmpnCn: '캠페인 설명입니다.',
  bgngYmd: dayFrom(-1),
  endYmd: dayFrom(10),
  points: 30,
  proofTextYn: 'Y',
  proofFileYn: 'N',
  aplyLimitCnt: 1,
  ...over,
});

/** The campaign calls of one test file. */
export function cmpnCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  const admin = () => sessionFor(app, 'admin');
  return {
    call,
    admin,
    /** A campaign created through the admin API; answers its id. */
    async createCmpn(over: Partial<TCmpnSaveInput> = {}): Promise<number> {
      const res = await call(await admin(), 'POST', '/api/cmpnPointMng/cmpn', cmpnForm(over));
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().cmpnId as number;
    },
    /** One proof file uploaded for a campaign; answers its group. */
    async uploadProof(agent: TAgent, cmpnId: number, fileModuleId?: string): Promise<string> {
      const res = await upload(app, agent, { seqType: 'cmpnAply', seqId: String(cmpnId), fileModuleId }, '탐방사진.png', SAMPLES.png);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().fileModuleId as string;
    },
    apply: (agent: TAgent, body: object) => call(agent, 'POST', '/icec/api/cmpnPointAply/aply', body),
  };
}
