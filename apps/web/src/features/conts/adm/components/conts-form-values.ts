import type { TContsMngDetail, TContsSave } from '@portal/contract';

/** The form's values: a save without its upload group (the attachments field keeps that). */
export type TContsFormValues = Omit<TContsSave, 'atchFileModuleId' | 'vdoUrl' | 'vdoTrnscr' | 'thmbAlt' | 'thmbFileId'> & {
  vdoUrl: string;
  vdoTrnscr: string;
  thmbFileId: number | null;
  thmbAlt: string;
};

/** A new content's form, or a stored one's. */
export function contsFormValues(item?: TContsMngDetail): TContsFormValues {
  return {
    contsTtl: item?.contsTtl ?? '',
    contsKndCd: item?.contsKndCd ?? 'DOC',
    contsSmry: item?.contsSmry ?? '',
    contsCn: item?.contsCn ?? '',
    vdoUrl: item?.vdoUrl ?? '',
    vdoTrnscr: item?.vdoTrnscr ?? '',
    thmbFileId: item?.thmbFileId ?? null,
    thmbAlt: item?.thmbAlt ?? '',
    schlLvls: item?.schlLvls ?? [],
    clsfCds: item?.clsfs.map((c) => c.clsfCd) ?? [],
  };
}

/** The body of the save: empty optional texts as null, the upload group the attachments went to. */
export function toContsSave(values: TContsFormValues, atchFileModuleId: string | null | undefined): TContsSave {
  const orNull = (v: string | null | undefined) => (v && v.trim() ? v : null);
  return {
    contsTtl: values.contsTtl,
    contsKndCd: values.contsKndCd,
    contsSmry: values.contsSmry,
    contsCn: values.contsCn,
    vdoUrl: orNull(values.vdoUrl),
    vdoTrnscr: orNull(values.vdoTrnscr),
    thmbFileId: values.thmbFileId ?? null,
    thmbAlt: orNull(values.thmbAlt),
    schlLvls: values.schlLvls,
    clsfCds: values.clsfCds,
    atchFileModuleId: atchFileModuleId ?? null,
  };
}
