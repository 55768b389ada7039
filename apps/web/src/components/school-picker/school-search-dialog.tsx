import { SCHL_TYPE, SCHOOL_MESSAGES, SCHOOL_SEARCH_LIMITS, type TSchlTypeCd, type TSchoolSearchItem, type TSchoolSearchQuery } from '@portal/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { codeListOptions, codeName, useCodeList } from '../../lib/codes/use-code-list';
import { FormField, Input, Select } from '../form';
import { Dialog } from '../modal/dialog';
import { Pagination } from '../pagination';
import { useSchoolSearch } from './search-schools';
import '../../lib/catalogues/join-catalogue';

type TSchoolSearchDialogProps = {
  onPick: (school: TSchoolSearchItem) => void;
  onClose: () => void;
};

/**
 * The school list search (issue 14): region and part of the name (two characters or more), the
 * matches with their type and address, each picked with its own button. Not a <form> of its own
 * in the page's form: the search is a plain button and Enter in the name field.
 */
export function SchoolSearchDialog({ onPick, onClose }: TSchoolSearchDialogProps) {
  const { t } = useTranslation();
  const ids = { count: useId() };
  const nameRef = useRef<HTMLInputElement>(null);
  const regions = useCodeList('REGION').data?.codeList;
  const [regionCd, setRegionCd] = useState('');
  const [searchWrd, setSearchWrd] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<TSchoolSearchQuery | null>(null);
  const result = useSchoolSearch(query);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const word = searchWrd.trim();
    if (word.length < SCHOOL_SEARCH_LIMITS.minWrd) {
      setError(SCHOOL_MESSAGES.searchWrdMin);
      nameRef.current?.focus();
      return;
    }
    setError(undefined);
    setQuery({ searchWrd: word, regionCd: regionCd || undefined, currentPage: 1 });
  };

  const list = result.data?.list ?? [];
  return (
    <Dialog title={t('join.school.dialogTitle')} onCancel={onClose} closeButton className="dialog--wide" initialFocusRef={nameRef}>
      <div className="school-search" role="search">
        <FormField label={t('join.school.region')}>
          <Select
            value={regionCd}
            onChange={(e) => setRegionCd(e.currentTarget.value)}
            options={codeListOptions(regions).map((o) => ({ key: o.value, ...o }))}
            defaultOptionLabel={t('join.school.regionAll')}
          />
        </FormField>
        <FormField label={t('join.school.name')} error={error} hint={t('join.school.nameHint')}>
          <Input
            ref={nameRef}
            type="search"
            value={searchWrd}
            maxLength={SCHOOL_SEARCH_LIMITS.maxWrd}
            onChange={(e) => setSearchWrd(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) search(e);
            }}
          />
        </FormField>
        <button type="button" className="btn btn--primary school-search__submit" onClick={() => search()}>
          {t('join.school.search')}
        </button>
      </div>
      {query && (
        <div className="school-search__result">
          <p id={ids.count} className="school-search__count" role="status">
            {result.isFetching ? t('join.loading') : t('join.school.count', { count: result.data?.pagination.countItem ?? 0 })}
          </p>
          {list.length > 0 ? (
            <ul className="school-search__list" aria-labelledby={ids.count}>
              {list.map((school) => (
                <li key={school.schlCd} className="school-search__item">
                  <div className="school-search__info">
                    <strong>{school.schlNm}</strong>
                    <span>
                      {SCHL_TYPE[school.schlTypeCd as TSchlTypeCd] ?? school.schlTypeCd} · {codeName(regions, school.regionCd)}
                    </span>
                    {school.addr && <span>{school.addr}</span>}
                  </div>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={t('join.school.pickLabel', { schlNm: school.schlNm })}
                    onClick={() => onPick(school)}
                  >
                    {t('join.school.pick')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            !result.isFetching && <p className="school-search__none">{t('join.school.none')}</p>
          )}
          {result.data && result.data.pagination.countPage > 1 && (
            <Pagination pagination={result.data.pagination} onChange={(currentPage) => setQuery({ ...query, currentPage })} />
          )}
        </div>
      )}
    </Dialog>
  );
}
