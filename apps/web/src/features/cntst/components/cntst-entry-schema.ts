import { checkField, CNTST_LIMITS as L, CNTST_MESSAGES as M, type TCntstMyEntry, type TCntstPubView, type TFieldRules } from '@portal/contract';
import { z } from 'zod';

/** The entry form's values: the title, the team (team contests), one text per form field, the chosen files. */
export type TEntryFormValues = {
  entryTtl: string;
  teamNm: string;
  teamMbrs: string;
  values: Record<string, string>;
  files: File[];
};

/** The team members' names as typed: separated by commas, blanks dropped. */
export const teamMbrNames = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** A text with the spec §5 rules and messages (the first failing rule's). */
const zText = (rules: TFieldRules) =>
  z.string().superRefine((value, ctx) => {
    const message = checkField(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The rules of the contest's entry form (spec §5 messages; the server checks the same again):
 * title, team name and members when the contest takes teams, each field required or not up to its
 * length.
 */
export function entrySchemaOf(view: Pick<TCntstPubView, 'teamYn' | 'maxTeamSize' | 'entryForm'>) {
  const team = view.teamYn === 'Y';
  return z.object({
    entryTtl: zText({ required: true, max: L.entryTtl }),
    teamNm: team ? zText({ required: true, max: L.teamNm }) : z.string(),
    teamMbrs: team
      ? zText({ required: true, max: L.teamMbrs }).refine((text) => teamMbrNames(text).length <= view.maxTeamSize, M.teamTooLarge(view.maxTeamSize))
      : z.string(),
    values: z.object(
      Object.fromEntries(view.entryForm.fields.map((field) => [field.fieldId, zText({ required: field.requiredYn === 'Y', max: field.maxLength })])),
    ),
    files: z.array(z.instanceof(File)),
  });
}

/** The form's first values: empty for a new entry, the entry's for an edit. */
export function entryFormValues(view: Pick<TCntstPubView, 'entryForm'>, entry?: TCntstMyEntry): TEntryFormValues {
  return {
    entryTtl: entry?.entryTtl ?? '',
    teamNm: entry?.teamNm ?? '',
    teamMbrs: entry?.teamMbrs ?? '',
    values: Object.fromEntries(view.entryForm.fields.map((field) => [field.fieldId, entry?.values[field.fieldId] ?? ''])),
    files: [],
  };
}
