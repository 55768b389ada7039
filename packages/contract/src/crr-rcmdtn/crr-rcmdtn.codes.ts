/** Recommended jobs (issue 16): the constants both sides share, zod-free. */

/** How many jobs and values a recommendation shows (shared so the page can say so). */
export const CRR_RCMDTN_LIMITS = { jobs: 20, topValues: 4 } as const;

/** The tests whose latest results the recommendations read (their /crrInsp/crrInsp/:inspName). */
export const CRR_RCMDTN_INSP_NAMES = { riasec: 'riasec', workValues: 'workValues' } as const;

export const CRR_RCMDTN_MESSAGES = {
  studentsOnly: '추천 직업은 학생 회원의 진로검사 결과로 안내합니다.',
} as const;
