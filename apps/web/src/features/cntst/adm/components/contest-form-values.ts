import { CNTST_ENTRY_FILE_DEFAULTS, CNTST_MESSAGES, parseSeoulDateTime, type TCntstItem, type TCntstSaveInput, toSeoulLocalInput } from '@portal/contract';

/** The contest form's values: the contract's save body, dates as the picker holds them ('YYYY-MM-DD HH:mm'). */
export type TContestFormValues = Omit<TCntstSaveInput, 'posterAlt'> & { posterAlt: string };

/** A stored time as the picker shows it. */
export const pickerValue = (at: string | null | undefined) => toSeoulLocalInput(at).replace('T', ' ');

/** A new contest: individual entries, blind judging by every judge, one text field and one file. */
export const newContestValues = (): TContestFormValues => ({
  cntstTtl: '',
  posterFileId: null,
  posterAlt: '',
  cntstExpln: '',
  sttsCd: 'DRAFT',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  aplyBgngDt: '',
  aplyEndDt: '',
  jdgBgngDt: '',
  jdgEndDt: '',
  annDt: '',
  teamYn: 'N',
  maxTeamSize: 1,
  aplyLimitCnt: 1,
  entryForm: {
    fields: [{ fieldId: 'f1', fieldNm: '작품 설명', fieldType: 'LONG', requiredYn: 'Y', maxLength: 1000 }],
    fileMaxCnt: CNTST_ENTRY_FILE_DEFAULTS.fileMaxCnt,
    fileMaxSizeMb: CNTST_ENTRY_FILE_DEFAULTS.fileMaxSizeMb,
    fileExts: ['jpg', 'jpeg', 'png', 'pdf'],
  },
  crtrs: [
    { crtrId: 'c1', crtrNm: '주제 적합성', weight: 40, maxScore: 10 },
    { crtrId: 'c2', crtrNm: '창의성', weight: 30, maxScore: 10 },
    { crtrId: 'c3', crtrNm: '완성도', weight: 30, maxScore: 10 },
  ],
  prizes: [
    { prizeId: 'p1', prizeNm: '최우수상', prizeCnt: 1 },
    { prizeId: 'p2', prizeNm: '우수상', prizeCnt: 2 },
  ],
  blindYn: 'Y',
  alcMode: 'ALL',
  alcJdgCnt: 1,
});

/** The periods' order (the server's rule): aplyBgng < aplyEnd <= jdgBgng < jdgEnd <= annDt; undefined while a date is missing. */
export function periodProblem(values: Pick<TContestFormValues, 'aplyBgngDt' | 'aplyEndDt' | 'jdgBgngDt' | 'jdgEndDt' | 'annDt'>): string | undefined {
  const times = [values.aplyBgngDt, values.aplyEndDt, values.jdgBgngDt, values.jdgEndDt, values.annDt].map((value) =>
    parseSeoulDateTime(value ?? '')?.getTime(),
  );
  if (times.some((time) => time === undefined)) return undefined;
  const [a, b, c, d, e] = times as number[];
  return a! < b! && b! <= c! && c! < d! && d! <= e! ? undefined : CNTST_MESSAGES.periodOrder;
}

/** The form's values of a stored contest. */
export const contestFormValues = (item: TCntstItem): TContestFormValues => ({
  cntstTtl: item.cntstTtl,
  posterFileId: item.posterFileId,
  posterAlt: item.posterAlt ?? '',
  cntstExpln: item.cntstExpln,
  sttsCd: item.sttsCd === 'PUBLISHED' ? 'OPEN' : item.sttsCd,
  trgtMbrTypes: item.trgtMbrTypes as TContestFormValues['trgtMbrTypes'],
  trgtSchlTypes: item.trgtSchlTypes as TContestFormValues['trgtSchlTypes'],
  aplyBgngDt: pickerValue(item.aplyBgngDt),
  aplyEndDt: pickerValue(item.aplyEndDt),
  jdgBgngDt: pickerValue(item.jdgBgngDt),
  jdgEndDt: pickerValue(item.jdgEndDt),
  annDt: pickerValue(item.annDt),
  teamYn: item.teamYn,
  maxTeamSize: item.maxTeamSize,
  aplyLimitCnt: item.aplyLimitCnt,
  entryForm: item.entryForm,
  crtrs: item.crtrs,
  prizes: item.prizes,
  blindYn: item.blindYn,
  alcMode: item.alcMode,
  alcJdgCnt: item.alcJdgCnt,
});

/** The save body of the form's values: an empty alt text is none. */
export const toContestSave = ({ posterAlt, ...values }: TContestFormValues): TCntstSaveInput => ({ ...values, posterAlt: posterAlt.trim() || null });
