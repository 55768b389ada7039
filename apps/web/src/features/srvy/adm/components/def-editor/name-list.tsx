import { Button, Input } from 'antd';
import { useTranslation } from '../../../../../lib/i18n';
import { type TReorderDir, useReorderFocus } from '../../../../../lib/use-reorder-focus';
import { moved } from '../def-ops';

type TEntry = { id: string; name: string };

type TNameListProps = {
  /** '선택지' or '행': the legend and the buttons' names */
  what: string;
  entries: TEntry[];
  onChange: (entries: TEntry[]) => void;
  /** the id a new entry gets */
  newId: () => string;
  /** responses exist: only the names change */
  locked: boolean;
  maxLength: number;
};

/** The options of a choice question or the rows of a matrix: names, order (buttons), add and remove. */
export function NameList({ what, entries, onChange, newId, locked, maxLength }: TNameListProps) {
  const { t } = useTranslation();
  const { listRef, track, said, buttonKey } = useReorderFocus<HTMLOListElement>();
  const rename = (index: number, name: string) => onChange(entries.map((entry, i) => (i === index ? { ...entry, name } : entry)));
  const move = (index: number, dir: TReorderDir) => {
    const entry = entries[index]!;
    const to = dir === 'up' ? index - 1 : index + 1;
    onChange(moved(entries, index, dir === 'up' ? -1 : 1));
    track(entry.id, dir, t('admSrvy.def.moved', { name: entry.name || t('admSrvy.def.entryLabel', { what, n: index + 1 }), no: to + 1 }));
  };
  return (
    <fieldset className="srvy-adm__names">
      <legend>{what}</legend>
      <ol ref={listRef}>
        {entries.map((entry, i) => {
          const label = t('admSrvy.def.entryLabel', { what, n: i + 1 });
          return (
            <li key={entry.id}>
              <Input aria-label={label} value={entry.name} maxLength={maxLength} onChange={(event) => rename(i, event.target.value)} />
              <Button
                size="small"
                disabled={locked || i === 0}
                {...buttonKey(entry.id)}
                onClick={() => move(i, 'up')}
                aria-label={t('admSrvy.def.up', { name: label })}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={locked || i === entries.length - 1}
                {...buttonKey(entry.id)}
                onClick={() => move(i, 'down')}
                aria-label={t('admSrvy.def.down', { name: label })}
              >
                ↓
              </Button>
              <Button
                size="small"
                danger
                disabled={locked || entries.length <= 1}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
                aria-label={t('admSrvy.def.remove', { name: label })}
              >
                {t('admSrvy.def.removeShort')}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button size="small" disabled={locked} onClick={() => onChange([...entries, { id: newId(), name: '' }])}>
        {t('admSrvy.def.addEntry', { what })}
      </Button>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
