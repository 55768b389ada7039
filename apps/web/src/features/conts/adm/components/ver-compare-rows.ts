import { CONTS_FIELDS, CONTS_KND, CONTS_SCHL_LVLS, CONTS_STTS, type TContsField, type TContsVerDetail } from '@portal/contract';
import { seoulMinutes } from './conts-adm-format';

/** One row of the side-by-side comparison: a field, its text in each version, and whether it changed. */
export type TCompareRow = { field: TContsField; label: string; left: string; right: string; changed: boolean };

/** The body's text without its markup (the comparison reads words, not tags). */
function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const labelsOf = (codes: readonly string[], names: Readonly<Record<string, string>>) => codes.map((code) => names[code] ?? code).join(', ');

/** A field of a version as the admin reads it: names instead of codes, Seoul times, the attachments by name. */
export function fieldText(ver: TContsVerDetail, field: TContsField): string {
  const s = ver.snpsht;
  switch (field) {
    case 'contsKndCd':
      return CONTS_KND[s.contsKndCd] ?? s.contsKndCd;
    case 'contsCn':
      return textOfHtml(s.contsCn);
    case 'schlLvls':
      return labelsOf(s.schlLvls, CONTS_SCHL_LVLS);
    case 'clsfCds':
      return labelsOf(s.clsfCds, Object.fromEntries(ver.clsfs.map((c) => [c.clsfCd, c.clsfNm])));
    case 'atchFileModuleId':
      return s.atchFileNms.join(', ');
    case 'thmbFileId':
      return s.thmbFileId === null ? '' : String(s.thmbFileId);
    case 'sttsCd':
      return CONTS_STTS[s.sttsCd];
    case 'pblcDt':
      return seoulMinutes(s.pblcDt);
    default:
      return s[field] ?? '';
  }
}

/** Every field of two versions side by side, in the form's order; `changed` compares the stored values, not their texts. */
export function compareRows(left: TContsVerDetail, right: TContsVerDetail): TCompareRow[] {
  return (Object.keys(CONTS_FIELDS) as TContsField[]).map((field) => {
    const stored = (ver: TContsVerDetail) => JSON.stringify(field === 'atchFileModuleId' ? ver.snpsht.atchFileNms : ver.snpsht[field]);
    return { field, label: CONTS_FIELDS[field], left: fieldText(left, field), right: fieldText(right, field), changed: stored(left) !== stored(right) };
  });
}
