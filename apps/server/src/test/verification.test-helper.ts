import type { TIdntfPurpose } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { postAs, type TAgent } from './identity.js';

export type TTestPerson = { userNm: string; brdt: string; genderCd: 'M' | 'F'; mblTelno: string };

let seq = 0;
/** A person of the given age in full years (born a few days earlier in the year, Asia/Seoul). */
export function personAged(age: number, values: Partial<TTestPerson> = {}): TTestPerson {
  seq += 1;
  const today = new Date(Date.now() + 9 * 3600_000);
  const born = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - 3));
  const tail = String(10_000_000 + ((process.pid * 97 + seq * 7919) % 89_999_999)).slice(-8);
  return {
    userNm: `홍길${'동순영희철수'[seq % 6]}`,
    brdt: born.toISOString().slice(0, 10),
    genderCd: 'M',
    mblTelno: `010-${tail.slice(0, 4)}-${tail.slice(4)}`,
    ...values,
  };
}

/**
 * The whole local verification as a browser does it: start, the local window's form submitted by
 * GET, the redirect to the callback page, and the page's POST of what it received.
 */
export async function verifyLocally(app: FastifyInstance, agent: TAgent, purposeCd: TIdntfPurpose, person: TTestPerson, returnPath = '/mbrJoin/mbrJoinWrite') {
  const start = await postAs(app, agent, '/icec/api/idntf/start', { purposeCd, returnPath });
  if (start.res.statusCode !== 200) throw new Error(`start failed: ${start.res.body}`);
  const { vrfcId, redirectUrl } = start.res.json<{ vrfcId: string; redirectUrl: string }>();
  const windowPage = await app.inject({ method: 'GET', url: redirectUrl });
  const submit = await app.inject({ method: 'GET', url: `/icec/api/idntf/local/submit?${new URLSearchParams({ vrfcId, ...person })}` });
  const location = new URL(String(submit.headers.location), 'http://localhost');
  const params = Object.fromEntries(location.searchParams);
  const callback = await postAs(app, start.agent, '/icec/api/idntf/callback', params);
  return { vrfcId, windowPage, submit, location, params, flowAgent: start.agent, callback: callback.res, agent: callback.agent };
}
