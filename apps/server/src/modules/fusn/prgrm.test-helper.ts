import type { TFusnPrgrmSave, TFusnSesnGenerate } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { sessionFor, type TAgent } from '../../test/identity.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';

/**
 * Fusion program fixtures (issue 19): a hall, and programs and sessions made through the
 * administrator's routes (what the reservation and application tests start from).
 */

let halls = 0;
export async function createHall(app: FastifyInstance, bmnexhlNm = `테스트 주제관 ${(halls += 1)}`): Promise<number> {
  const [row] = await app.db
    .insert(bmnexhl)
    .values({ bmnexhlNm, sortSeq: 900 + halls })
    .returning({ bmnexhlId: bmnexhl.bmnexhlId });
  return row!.bmnexhlId;
}

export const prgrmForm = (halls: number[], over: Partial<TFusnPrgrmSave> = {}): TFusnPrgrmSave => ({
  prgrmNm: '미래 직업 탐색',
  prgrmSeCd: 'GRP',
  schlLvls: ['MD01', 'HI01'],
  halls,
  prgrmExpln: '<p>미래의 직업을 체험합니다.</p>',
  durMin: 120,
  opnDt: '2020-01-01T09:00:00+09:00',
  ddlnDays: 3,
  ...over,
});

export function fusnAdmin(app: FastifyInstance) {
  let agent: TAgent | undefined;
  const call = async (method: TMethod, url: string, payload?: object) => callAs(app, (agent ??= await sessionFor(app, 'admin')), method, url, payload);
  return {
    call,
    /** A program (DRAFT unless `open`), with the sessions of a pattern when given; answers its id. */
    async program(over: Partial<TFusnPrgrmSave> = {}, o: { pattern?: TFusnSesnGenerate; open?: boolean } = {}): Promise<number> {
      const halls = (over.halls as number[] | undefined) ?? [await createHall(app)];
      const res = await call('POST', '/api/fusn/prgrm', prgrmForm(halls, over));
      if (res.statusCode !== 200) throw new Error(`program: ${res.statusCode} ${res.body}`);
      const prgrmId = res.json().prgrmId as number;
      if (o.pattern) {
        const gen = await call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, o.pattern);
        if (gen.statusCode !== 200) throw new Error(`generate: ${gen.statusCode} ${gen.body}`);
      }
      if (o.open) {
        const stts = await call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' });
        if (stts.statusCode !== 200) throw new Error(`open: ${stts.statusCode} ${stts.body}`);
      }
      return prgrmId;
    },
    async sesns(prgrmId: number): Promise<{ sesnId: number; sesnYmd: string; bgngTm: string; rsvdCnt: number; cpcty: number; sttsCd: string }[]> {
      return (await call('GET', `/api/fusn/prgrm/${prgrmId}/sesn`)).json().list;
    },
  };
}
