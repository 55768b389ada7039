import { CRR_ACTV_MESSAGES as M, ZCrrActvForm, type TActvSeCd, type TCrrActvView } from '@portal/contract';
import { z } from 'zod';

/** Whom a school activity is recorded for: the class's approved students, or some of them. */
export type TTargetMode = 'ALL' | 'SOME';

/** The form's values as typed (strings; the schema turns the grade and class into numbers). */
export type TActvFormValues = {
  actvSeCd: TActvSeCd;
  schlNm: string;
  grd: string;
  actvYmd: string;
  actvNm: string;
  actvPrps: string;
  actvPlc: string;
  actvDgstfn: string;
  dutyCr: string;
  jobCd: string;
  actvCn: string;
  actvOpnn: string;
  clsId: string;
  targetMode: TTargetMode;
  stdntIds: string[];
  files: File[];
};

/**
 * The rules of the form: the contract's (spec §3, §5: every field required, the lengths, the day
 * not in the future, SCHL naming its class), the same the server checks, plus the students when a
 * teacher records for some of the class and the chosen files.
 */
export const actvFormSchema = z
  .object({
    ...ZCrrActvForm.shape,
    targetMode: z.enum(['ALL', 'SOME']),
    files: z.array(z.instanceof(File)),
  })
  // a teacher's class and students are checked with the other fields (not only once those pass), so every message shows at once
  .superRefine(
    (v, ctx) => {
      if (!v.clsId) ctx.addIssue({ code: 'custom', path: ['clsId'], message: M.clsRequired });
      else if (v.targetMode === 'SOME' && v.stdntIds.length === 0) ctx.addIssue({ code: 'custom', path: ['stdntIds'], message: STDNTS_REQUIRED });
    },
    { when: (payload) => (payload.value as { actvSeCd?: unknown } | undefined)?.actvSeCd === 'SCHL' },
  );
export type TActvFormOutput = z.output<typeof actvFormSchema>;

/** Shown when a teacher chose "some students" and none of them. */
export const STDNTS_REQUIRED = '기록할 학생을 한 명 이상 선택하세요.';

/** The form's first values: the school's name (and grade) known for a new activity, the activity's own on an edit. */
export function actvFormValues(actvSeCd: TActvSeCd, defaults: { schlNm?: string | null; grd?: number | null }, actv?: TCrrActvView): TActvFormValues {
  if (actv) {
    const some = actv.actvSeCd === 'SCHL' && actv.students.length > 0;
    return {
      actvSeCd: actv.actvSeCd,
      schlNm: actv.schlNm,
      grd: String(actv.grd),
      actvYmd: actv.actvYmd,
      actvNm: actv.actvNm,
      actvPrps: actv.actvPrps,
      actvPlc: actv.actvPlc,
      actvDgstfn: actv.actvDgstfn,
      dutyCr: actv.dutyCr,
      jobCd: actv.jobCd ?? '',
      actvCn: actv.actvCn,
      actvOpnn: actv.actvOpnn,
      clsId: actv.clsId ? String(actv.clsId) : '',
      targetMode: some ? 'SOME' : 'ALL',
      stdntIds: some ? actv.students.map((s) => s.userId) : [],
      files: [],
    };
  }
  return {
    actvSeCd,
    schlNm: defaults.schlNm ?? '',
    grd: defaults.grd ? String(defaults.grd) : '',
    actvYmd: '',
    actvNm: '',
    actvPrps: '',
    actvPlc: '',
    actvDgstfn: '',
    dutyCr: '',
    jobCd: '',
    actvCn: '',
    actvOpnn: '',
    clsId: '',
    targetMode: 'ALL',
    stdntIds: [],
    files: [],
  };
}
