import { Button, Input } from 'antd';
import { useTranslation } from '../../../../../lib/i18n';
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
  const rename = (index: number, name: string) => onChange(entries.map((entry, i) => (i === index ? { ...entry, name } : entry)));
  return (
    <fieldset className="srvy-adm__names">
      <legend>{what}</legend>
      <ol>
        {entries.map((entry, i) => {
          const label = t('admSrvy.def.entryLabel', { what, n: i + 1 });
          return (
            <li key={entry.id}>
              <Input aria-label={label} value={entry.name} maxLength={maxLength} onChange={(event) => rename(i, event.target.value)} />
              <Button
                size="small"
                disabled={locked || i === 0}
                onClick={() => onChange(moved(entries, i, -1))}
                aria-label={t('admSrvy.def.up', { name: label })}
              >
                ↑
              </Button>
              <Button
                size="small"
                disabled={locked || i === entries.length - 1}
                onClick={() => onChange(moved(entries, i, 1))}
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
    </fieldset>
  );
}
