import { z } from 'zod';

/** The latest 직업흥미검사 result the recommendations start from. */
export const ZCrrRcmdtnRiasecBasis = z.object({
  sheetId: z.number(),
  /** the Holland code, strongest first (SA, SAE) */
  code: z.string(),
  cmplAt: z.string(),
});

/** The latest 직업가치관검사 result: the values ranked highest (WORK_VALUE codes and names). */
export const ZCrrRcmdtnValuesBasis = z.object({
  sheetId: z.number(),
  topValues: z.array(z.object({ cd: z.string(), nm: z.string() })),
  cmplAt: z.string(),
});

export const ZCrrRcmdtnJob = z.object({
  jobCd: z.string(),
  jobNm: z.string(),
  jobFmlyNm: z.string(),
  hollandCd: z.string(),
  /** 0..100: interest 70% and values 30% when both results exist, else the one that exists */
  fit: z.number().int().min(0).max(100),
  /** why, in sentences */
  reasons: z.array(z.string()),
});
export type TCrrRcmdtnJob = z.infer<typeof ZCrrRcmdtnJob>;

/** A small exhibition hall whose related occupations name a recommended job (with its big hall). */
export const ZCrrRcmdtnHall = z.object({
  bmnexhlId: z.number(),
  bmnexhlNm: z.string(),
  smnexhlId: z.number(),
  /** the small hall's number in its big hall: /eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo */
  smnexhlNo: z.number(),
  nm: z.string(),
  reason: z.string(),
});
export type TCrrRcmdtnHall = z.infer<typeof ZCrrRcmdtnHall>;

/** GET /icec/api/crrRcmdtn/list: the student's own recommendations (no result: empty, basis nulls). */
export const ZCrrRcmdtnList = z.object({
  basis: z.object({ riasec: ZCrrRcmdtnRiasecBasis.nullable(), workValues: ZCrrRcmdtnValuesBasis.nullable() }),
  jobs: z.array(ZCrrRcmdtnJob),
  halls: z.array(ZCrrRcmdtnHall),
});
export type TCrrRcmdtnList = z.infer<typeof ZCrrRcmdtnList>;
