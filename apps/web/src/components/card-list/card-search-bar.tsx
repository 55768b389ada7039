import type { FormEvent } from 'react';
// the fields themselves, not the form barrel: a list page then loads no schema library (zod)
import { FormField } from '../form/form-field';
import { Input } from '../form/input';
import { Select } from '../form/select';
import './card-list.css';

export type TCardSearchBarProps<K extends string> = {
  /** the search in force (useListSearch) */
  value: Record<K, string>;
  onSearch: (next: Record<K, string>) => void;
  /** a code filter; its empty first option means all */
  select: { name: K; label: string; options: readonly { value: string; label: string }[]; allLabel: string };
  keyword: { name: K; label: string; maxLength: number };
  submitLabel: string;
};

/** The search bar of a card list: one code filter, a keyword (trimmed) and the search button. */
export function CardSearchBar<K extends string>({ value, onSearch, select, keyword, submitLabel }: TCardSearchBarProps<K>) {
  const options = select.options.map((option) => ({ key: option.value, ...option }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch({
      [select.name]: String(data.get(select.name) ?? ''),
      [keyword.name]: String(data.get(keyword.name) ?? '').trim(),
    } as Record<K, string>);
  };
  return (
    // key: a search from elsewhere (back, a reload, the menu) and options that load later show their own values
    <form key={`${value[select.name]}|${value[keyword.name]}|${options.length}`} role="search" className="card-search" onSubmit={submit}>
      <FormField label={select.label} className="card-search__select">
        <Select name={select.name} options={options} defaultOptionLabel={select.allLabel} defaultValue={value[select.name]} />
      </FormField>
      <FormField label={keyword.label} className="card-search__word">
        <Input type="search" name={keyword.name} maxLength={keyword.maxLength} defaultValue={value[keyword.name]} />
      </FormField>
      <button type="submit" className="btn btn--primary card-search__submit">
        {submitLabel}
      </button>
    </form>
  );
}
