import type { FormEvent } from 'react';
// the fields themselves, not the form barrel: a list page then loads no schema library (zod)
import { FormField } from '../form/form-field';
import { Input } from '../form/input';
import { Select } from '../form/select';
import './card-list.css';

/** A code filter; its empty first option means all. */
export type TCardSearchSelect<K extends string> = { name: K; label: string; options: readonly { value: string; label: string }[]; allLabel: string };

export type TCardSearchBarProps<K extends string> = {
  /** the search in force (useListSearch) */
  value: Record<K, string>;
  onSearch: (next: Record<K, string>) => void;
  /** one code filter, or several side by side */
  select: TCardSearchSelect<K> | readonly TCardSearchSelect<K>[];
  keyword: { name: K; label: string; maxLength: number };
  submitLabel: string;
};

/** The search bar of a card list: its code filters, a keyword (trimmed) and the search button. */
export function CardSearchBar<K extends string>({ value, onSearch, select, keyword, submitLabel }: TCardSearchBarProps<K>) {
  const selects = Array.isArray(select) ? (select as readonly TCardSearchSelect<K>[]) : [select as TCardSearchSelect<K>];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch({
      ...Object.fromEntries(selects.map(({ name }) => [name, String(data.get(name) ?? '')])),
      [keyword.name]: String(data.get(keyword.name) ?? '').trim(),
    } as Record<K, string>);
  };
  // key: a search from elsewhere (back, a reload, the menu) shows its values, and so do options that
  // load later for a filter in force; a filter at 전체 does not wait for them (what is typed stays)
  const formKey = [...selects.map((s) => `${value[s.name]}:${value[s.name] ? s.options.length : ''}`), value[keyword.name]].join('|');
  return (
    <form key={formKey} role="search" className="card-search" onSubmit={submit}>
      {selects.map((s) => (
        <FormField key={s.name} label={s.label} className="card-search__select">
          <Select
            name={s.name}
            options={s.options.map((option) => ({ key: option.value, ...option }))}
            defaultOptionLabel={s.allLabel}
            defaultValue={value[s.name]}
          />
        </FormField>
      ))}
      <FormField label={keyword.label} className="card-search__word">
        <Input type="search" name={keyword.name} maxLength={keyword.maxLength} defaultValue={value[keyword.name]} />
      </FormField>
      <button type="submit" className="btn btn--primary card-search__submit">
        {submitLabel}
      </button>
    </form>
  );
}
