import type { TInspDefinition, TInspMetaSave } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { inspMeta } from './test-fixtures.js';

export const USER_API = '/icec/api/crrInsp';
export const ADMIN_API = '/api/langDgns';

/** The inspection calls of one test file. */
export function inspCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  const admin = () => sessionFor(app, 'admin');
  return {
    call,
    admin,
    /** A test created and published through the admin API (open); answers its id and address name. */
    async publishedInsp(definition: TInspDefinition, over: Partial<TInspMetaSave> = {}) {
      const agent = await admin();
      const created = await call(agent, 'POST', ADMIN_API, { ...inspMeta(over), definition });
      if (created.statusCode !== 200) throw new Error(`create: ${created.body}`);
      const { inspId, inspName } = created.json() as { inspId: number; inspName: string };
      const published = await call(agent, 'POST', `${ADMIN_API}/${inspId}/publish`);
      if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
      return { inspId, inspName };
    },
    /** A logged-in student of a school type (EL01 elementary by default). */
    async student(schlTypeCd: string | null = 'EL01', brdt: string | null = '2015-03-01') {
      const member = await createMember(app.db, {
        userTypeCd: 'S',
        mbrTypeAuthrt: schlTypeCd === 'HI01' ? 'ST02' : 'ST01',
        schlTypeCd,
        brdt,
        userNm: '김학생',
      });
      return { userId: member.userId, agent: await sessionFor(app, member.userId) };
    },
    /** Starts a sheet, answers everything given, and submits it; answers the submit's response. */
    async take(agent: TAgent, inspName: string, answers: Record<string, number>) {
      const sheet = (await call(agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json() as { sheetId: number };
      const saved = await call(agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers });
      if (saved.statusCode !== 200) throw new Error(`answer: ${saved.body}`);
      return { sheetId: sheet.sheetId, submitted: await call(agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId }) };
    },
  };
}
