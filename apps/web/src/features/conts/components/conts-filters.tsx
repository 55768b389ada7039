import { CONTS_KND, CONTS_LIMITS, CONTS_SCHL_LVLS, type TContsClsfTree } from '@portal/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
// the fields themselves, not the form barrel: the page then loads no schema library (zod)
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { codeOptions } from '../../../lib/code-options';
import { EMPTY_SEARCH, MIN_QUERY_LENGTH, type TContsSearch } from './use-conts-search';

type TClsfGroup = TContsClsfTree['groups'][number];

const KND_OPTIONS = codeOptions(CONTS_KND).map((o) => ({ key: o.value, ...o }));
const LVL_OPTIONS = codeOptions(CONTS_SCHL_LVLS).map((o) => ({ key: o.value, ...o }));

type TContsFiltersProps = {
  value: TContsSearch;
  onSearch: (next: TContsSearch) => void;
  groups: readonly TClsfGroup[];
};

/**
 * The library's filters (issue 20): the classification groups' leaves as checkboxes (a group
 * folds away on a phone, open when one of its leaves is chosen), kind, school level and a search
 * word of two characters or more (the bigram search: a shorter word is refused here, said beside
 * the field). Applied by 검색; 초기화 clears them all.
 */
export function ContsFilters({ value, onSearch, groups }: TContsFiltersProps) {
  const { t } = useTranslation();
  const qId = useId();
  const formId = useId();
  const qRef = useRef<HTMLInputElement>(null);
  const [qError, setQError] = useState('');
  // 초기화 of a form already at no filters still clears what was typed or ticked
  const [resets, setResets] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get('q') ?? '').trim();
    if (q.length > 0 && q.length < MIN_QUERY_LENGTH) {
      setQError(t('conts.filter.qShort'));
      qRef.current?.focus();
      return;
    }
    setQError('');
    onSearch({
      q,
      contsKndCd: String(data.get('contsKndCd') ?? ''),
      schlLvl: String(data.get('schlLvl') ?? ''),
      clsfCds: data.getAll('clsfCd').map(String),
    });
  };

  // key: a search from elsewhere (back, a classification link, 초기화) shows its values, and so
  // do classifications that load after the form
  const formKey = [value.q, value.contsKndCd, value.schlLvl, value.clsfCds.join(','), groups.length, resets].join('|');
  return (
    <form key={formKey} role="search" aria-label={t('conts.filter.title')} className="conts-filters" onSubmit={submit} noValidate>
      {groups.length > 0 && (
        <fieldset className="conts-filters__clsf" aria-describedby={`${formId}-clsf-hint`}>
          <legend className="conts-filters__legend">{t('conts.filter.clsf')}</legend>
          <p id={`${formId}-clsf-hint`} className="conts-filters__hint">
            {t('conts.filter.clsfHint')}
          </p>
          {groups.map((group) => {
            const chosen = group.children.filter((leaf) => value.clsfCds.includes(leaf.clsfCd)).length;
            return (
              <details key={group.clsfCd} className="conts-filters__group" open={chosen > 0 || undefined}>
                <summary id={`${formId}-${group.clsfCd}`}>
                  {group.clsfNm}
                  {chosen > 0 && <span className="conts-filters__chosen">{t('conts.filter.clsfSelected', { count: chosen })}</span>}
                </summary>
                <fieldset aria-labelledby={`${formId}-${group.clsfCd}`}>
                  <ul className="conts-filters__leaves">
                    {group.children.map((leaf) => (
                      <li key={leaf.clsfCd}>
                        <label className="conts-filters__check">
                          <input type="checkbox" name="clsfCd" value={leaf.clsfCd} defaultChecked={value.clsfCds.includes(leaf.clsfCd)} />
                          <span>{leaf.clsfNm}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              </details>
            );
          })}
        </fieldset>
      )}
      <div className="conts-filters__row">
        <FormField label={t('conts.filter.knd')} className="conts-filters__select">
          <Select name="contsKndCd" options={KND_OPTIONS} defaultOptionLabel={t('conts.filter.all')} defaultValue={value.contsKndCd} />
        </FormField>
        <FormField label={t('conts.filter.lvl')} className="conts-filters__select">
          <Select name="schlLvl" options={LVL_OPTIONS} defaultOptionLabel={t('conts.filter.all')} defaultValue={value.schlLvl} />
        </FormField>
        <FormField id={qId} label={t('conts.filter.q')} className="conts-filters__word" error={qError || undefined} hint={t('conts.filter.qHint')}>
          <Input ref={qRef} type="search" name="q" maxLength={CONTS_LIMITS.q} defaultValue={value.q} onChange={() => qError && setQError('')} />
        </FormField>
      </div>
      <div className="conts-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t('conts.filter.search')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setQError('');
            setResets((n) => n + 1);
            onSearch(EMPTY_SEARCH);
          }}
        >
          {t('conts.filter.reset')}
        </button>
      </div>
    </form>
  );
}
