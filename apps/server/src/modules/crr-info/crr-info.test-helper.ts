import type { TJobSaveInput } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TAgent } from '../../test/identity.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const callAs = (app: FastifyInstance, agent: TAgent, method: TMethod, url: string, payload?: object) =>
  app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

/** A job form with every field filled; codes T9xxx stay clear of the shipped J codes. */
export const jobForm = (over: Partial<TJobSaveInput> = {}): TJobSaveInput => ({
  jobCd: 'T9001',
  jobNm: '시험용 직업',
  aliases: [],
  jobFmlyCd: 'HLT',
  hollandCd: 'SIR',
  valueCds: ['SRVC', 'STBL'],
  jobExpln: '직업 설명입니다.',
  workCn: '하는 일입니다.',
  prepCn: '준비 방법입니다.',
  majors: ['간호학과'],
  certs: ['간호사 면허'],
  sbjcts: ['과학'],
  relJobCds: [],
  srcNote: '시험 자료',
  sortSeq: 0,
  useYn: 'Y',
  ...over,
});
