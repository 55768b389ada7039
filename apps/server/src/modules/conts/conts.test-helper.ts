import type { TAtchFile } from '@portal/contract';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import type { TAgent } from '../../test/identity.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The contents tests' calls (issue 20). */
export function contsCalls(app: () => FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
    app().inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

  /** A save body: two classifications, one level, a worksheet. */
  const body = (over: object = {}) => ({
    contsTtl: '우주항공 진로 탐험 활동지',
    contsKndCd: 'WKSHT',
    contsSmry: '우주항공 분야 직업을 알아보는 활동지입니다.',
    contsCn: '<p>발사체 연구원과 위성 관제사가 하는 일을 살펴봅니다.</p>',
    schlLvls: ['MD01'],
    clsfCds: ['AREA02', 'JOB05'],
    ...over,
  });

  /** Uploads as the administrator into one group, as the form does. */
  async function uploaded(admin: TAgent, seqType: 'contents' | 'contentsImage', names: string[]): Promise<TAtchFile[]> {
    const files: TAtchFile[] = [];
    for (const name of names) {
      const res = await upload(app(), admin, { seqType, fileModuleId: files[0]?.fileModuleId }, name, name.endsWith('.png') ? SAMPLES.png : SAMPLES.pdf);
      expect(res.statusCode, res.body).toBe(200);
      files.push(res.json());
    }
    return files;
  }

  async function created(admin: TAgent, over: object = {}): Promise<{ contsId: number; verNo: number }> {
    const res = await call(admin, 'POST', '/api/contents', body(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Draft → review → published at `pblcDt`. */
  async function published(admin: TAgent, contsId: number, pblcDt: string): Promise<void> {
    expect((await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/contents/${contsId}/stts`, { sttsCd: 'PBLC', pblcDt });
    expect(res.statusCode, res.body).toBe(200);
  }

  return { call, body, uploaded, created, published };
}
