import { FUSN_PRGRM_LIMITS as L, type TFusnSesnGenerate, ZFusnSesnGenerate } from '@portal/contract';

/** A slot row as typed: times 'HH:MM', the capacity a number or empty while typed. */
export type TSlotRow = { bgngTm: string; endTm: string; cpcty: number | null };

/** The pattern form's values: a period, weekdays 0 (Sunday) .. 6, slot rows. */
export type TPatternValues = { bgngYmd: string; endYmd: string; weekdays: number[]; slots: TSlotRow[] };

/** Where an error shows: 'period', 'weekdays', 'slots' (the rows as a whole) or 'slots.<i>.<field>'. */
export type TPatternErrors = Record<string, string>;

/** A new pattern: Tuesday to Friday, mornings and afternoons, as the centre usually runs (design "Demo data"). */
export const newPattern = (cpcty: number): TPatternValues => ({
  bgngYmd: '',
  endYmd: '',
  weekdays: [2, 3, 4, 5],
  slots: [
    { bgngTm: '10:00', endTm: '12:00', cpcty },
    { bgngTm: '14:00', endTm: '16:00', cpcty },
  ],
});

/** The next slot row: after the last one, or 10:00~12:00. */
export function nextSlot(slots: TSlotRow[]): TSlotRow {
  const last = slots.at(-1);
  return last ? { bgngTm: last.endTm, endTm: last.endTm, cpcty: last.cpcty } : { bgngTm: '10:00', endTm: '12:00', cpcty: null };
}

export const canAddSlot = (slots: TSlotRow[]) => slots.length < L.slots;

/**
 * The contract's check of a pattern (ZFusnSesnGenerate, as the server checks it), its messages put
 * where the form shows them, plus the overlap of two slots, which the server would make as two
 * sessions but which is never meant. Empty: the pattern can be sent.
 */
export function patternErrors(values: TPatternValues, overlapMessage: string): TPatternErrors {
  const errors: TPatternErrors = {};
  const parsed = ZFusnSesnGenerate.safeParse({ ...values, slots: values.slots.map((slot) => ({ ...slot, cpcty: slot.cpcty ?? '' })) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      const key =
        head === 'bgngYmd' || head === 'endYmd'
          ? 'period'
          : head === 'slots' && typeof index === 'number'
            ? `slots.${index}.${String(field ?? 'bgngTm')}`
            : String(head ?? 'period');
      errors[key] ??= issue.message;
    }
  }
  const spans = values.slots.map((slot, index) => ({ index, from: slot.bgngTm, to: slot.endTm })).filter((s) => /^\d{2}:\d{2}$/.test(s.from) && s.to > s.from);
  for (const a of spans) for (const b of spans) if (a.index < b.index && a.from < b.to && b.from < a.to) errors[`slots.${b.index}.bgngTm`] ??= overlapMessage;
  return errors;
}

/** The pattern as the request body (the capacities checked by patternErrors first). */
export const toGenerate = (values: TPatternValues): TFusnSesnGenerate => ({
  ...values,
  slots: values.slots.map((slot) => ({ bgngTm: slot.bgngTm, endTm: slot.endTm, cpcty: slot.cpcty ?? 0 })),
});
