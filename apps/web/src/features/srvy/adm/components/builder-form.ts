import type { TSrvyItem, TSrvySaveInput } from '@portal/contract';
import { addDays, todayIso } from '../../../../components/date-picker';
import { isApiError } from '../../../../lib/api';
import type { TMetaForm } from './meta-fields';

/** The meta form's values of a survey, or of a new one (open from tomorrow for two weeks, to anyone). */
export function metaFormOf(srvy?: TSrvyItem, today = todayIso()): TMetaForm {
  return {
    srvyTtl: srvy?.srvyTtl ?? '',
    srvyExpln: srvy?.srvyExpln ?? '',
    bgngDt: srvy?.bgngDt ?? `${addDays(today, 1)} 09:00`,
    endDt: srvy?.endDt ?? `${addDays(today, 14)} 18:00`,
    trgtSeCd: srvy?.trgtSeCd ?? 'ALL',
    trgtMbrTypes: srvy?.trgtMbrTypes ?? [],
    trgtSchlTypes: srvy?.trgtSchlTypes ?? [],
    anonYn: srvy?.anonYn ?? 'Y',
    rptYn: srvy?.rptYn ?? 'N',
    pointTypeCd: srvy?.pointTypeCd ?? '',
    tmpltYn: srvy?.tmpltYn ?? 'N',
  };
}

/** The meta as the server takes it: no points is null. */
export const saveBodyOf = (form: TMetaForm): TSrvySaveInput => ({
  ...form,
  // the checkboxes offer only the contract's codes (meta-fields)
  trgtMbrTypes: form.trgtMbrTypes as TSrvySaveInput['trgtMbrTypes'],
  trgtSchlTypes: form.trgtSchlTypes as TSrvySaveInput['trgtSchlTypes'],
  pointTypeCd: form.pointTypeCd || null,
});

/** What a refused definition says: the server's problems (data.fieldErrors under def, one a line), or its message. */
export function serverProblemsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const fieldErrors = Object.entries(error.data?.fieldErrors ?? {}).filter(([key]) => key === 'def' || key.startsWith('def.'));
  const problems = fieldErrors.flatMap(([, message]) => message.split('\n')).filter(Boolean);
  return problems.length > 0 ? problems : [error.message];
}
