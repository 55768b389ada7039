import { formatSeoulDateTime, type TFusnPrgrmDetail, type TFusnPrgrmSave, type TFusnPrgrmSeCd, type TYn } from '@portal/contract';

/** The program form's values: the contract's save body, the booking opening as the date picker's 'YYYY-MM-DD HH:mm'. */
export type TPrgrmFormValues = Omit<TFusnPrgrmSave, 'opnDt' | 'bfrSrvyId' | 'dgstfnSrvyId' | 'schlTermLmt' | 'offerHours' | 'pointYn' | 'autoCnfmYn'> & {
  opnDt: string;
  /** '' : a new survey from the template */
  bfrSrvyId: number | '';
  dgstfnSrvyId: number | '';
  schlTermLmt: number | null;
  offerHours: number | null;
  pointYn: TYn;
  autoCnfmYn: TYn;
};

/** A new program of a kind: one week from now it opens, deadline three days before, 120 minutes, points on. */
export function newPrgrmValues(prgrmSeCd: TFusnPrgrmSeCd, now = new Date()): TPrgrmFormValues {
  return {
    prgrmNm: '',
    prgrmSeCd,
    schlLvls: [],
    halls: [],
    prgrmExpln: '',
    imageFileId: null,
    imageAlt: '',
    durMin: 120,
    bfrSrvyId: '',
    dgstfnSrvyId: '',
    pointYn: 'Y',
    opnDt: `${formatSeoulDateTime(now).slice(0, 10)} 09:00`,
    ddlnDays: 3,
    schlTermLmt: null,
    autoCnfmYn: 'N',
    slctSeCd: 'FCFS',
    offerHours: 24,
  };
}

/** A stored program as the form's values. */
export function prgrmFormValues(prgrm: TFusnPrgrmDetail): TPrgrmFormValues {
  return {
    prgrmNm: prgrm.prgrmNm,
    prgrmSeCd: prgrm.prgrmSeCd,
    schlLvls: prgrm.schlLvls as TPrgrmFormValues['schlLvls'],
    halls: prgrm.halls.map((hall) => hall.bmnexhlId),
    prgrmExpln: prgrm.prgrmExpln,
    imageFileId: prgrm.imageFileId,
    imageAlt: prgrm.imageAlt ?? '',
    durMin: prgrm.durMin,
    bfrSrvyId: prgrm.bfrSrvyId ?? '',
    dgstfnSrvyId: prgrm.dgstfnSrvyId ?? '',
    pointYn: prgrm.pointYn,
    opnDt: formatSeoulDateTime(prgrm.opnDt).slice(0, 16),
    ddlnDays: prgrm.ddlnDays,
    schlTermLmt: prgrm.schlTermLmt,
    autoCnfmYn: prgrm.autoCnfmYn,
    slctSeCd: prgrm.slctSeCd,
    offerHours: prgrm.offerHours,
  };
}

/** 'YYYY-MM-DD HH:mm' Seoul wall-clock as the ISO time with offset the contract takes. */
export const seoulIso = (value: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}:00+09:00` : value);

/** The form's values as the save body. */
export function toPrgrmSave(values: TPrgrmFormValues): TFusnPrgrmSave {
  return {
    ...values,
    opnDt: seoulIso(values.opnDt),
    bfrSrvyId: values.bfrSrvyId === '' ? null : values.bfrSrvyId,
    dgstfnSrvyId: values.dgstfnSrvyId === '' ? null : values.dgstfnSrvyId,
    imageAlt: values.imageAlt ?? '',
    schlTermLmt: values.schlTermLmt ?? null,
    offerHours: values.offerHours ?? 24,
  };
}
