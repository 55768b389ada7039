import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TAgent } from '../../test/identity.js';
import { contsCalls } from './conts.test-helper.js';

const HOUR = 60 * 60 * 1000;

/** The classes tests' calls (수업, issue 20): contents to build from, a class saved and published. */
export function crsCalls(app: () => FastifyInstance) {
  const c = contsCalls(app);

  /** A published content (an hour ago). */
  async function visibleConts(admin: TAgent, contsTtl: string): Promise<number> {
    const { contsId } = await c.created(admin, { contsTtl });
    await c.published(admin, contsId, new Date(Date.now() - HOUR).toISOString());
    return contsId;
  }

  const body = (contsIds: number[][], over: object = {}) => ({
    crsTtl: '중1 진로 탐색 수업',
    crsSmry: '나를 알고 직업 세계를 살펴보는 수업입니다.',
    schlLvls: ['MD01'],
    sesns: contsIds.map((ids, i) => ({ sesnTtl: `${i + 1}차시 활동`, sesnObjc: `${i + 1}차시 목표`, tchrNote: `${i + 1}차시 지도 유의점`, contsIds: ids })),
    ...over,
  });

  async function createdCrs(admin: TAgent, contsIds: number[][], over: object = {}): Promise<number> {
    const res = await c.call(admin, 'POST', '/api/contentClasses', body(contsIds, over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().crsId;
  }

  async function publishedCrs(admin: TAgent, crsId: number, pblcDt = new Date(Date.now() - HOUR).toISOString()): Promise<void> {
    expect((await c.call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
    const res = await c.call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'PBLC', pblcDt });
    expect(res.statusCode, res.body).toBe(200);
  }

  return { call: c.call, body, visibleConts, createdCrs, publishedCrs };
}
