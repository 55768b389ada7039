import { Button } from 'antd';
import { type Key, type MouseEvent, useState } from 'react';
import { type Control, useFormState } from 'react-hook-form';
import type { TDefForm } from '../def-form';

type TRowErrors = Record<string, unknown>;
type TRow = { id: string };
type TExpandIconProps = { expanded: boolean; record: TRow; onExpand: (record: TRow, event: MouseEvent<HTMLElement>) => void };

/**
 * The rows of an editable table whose detail (under the row) is open: opened by the person, and
 * after a save that failed, every row with a message in its detail too, so no message stays hidden.
 * Each row's button names what it opens (`labelOf(index, expanded)`) and says whether it is open.
 */
export function useExpandedWithErrors(
  control: Control<TDefForm>,
  name: 'scales' | 'items',
  fields: readonly TRow[],
  inDetail: (rowErrors: TRowErrors) => boolean,
  labelOf: (index: number, expanded: boolean) => string,
) {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const { errors, submitCount } = useFormState({ control, name });
  const [seen, setSeen] = useState(submitCount);
  // a new save attempt: its messages arrive with its count (state adjusted while rendering)
  if (seen !== submitCount) {
    setSeen(submitCount);
    const rows = errors[name];
    const failed = Array.isArray(rows) ? fields.filter((_, i) => rows[i] && inDetail(rows[i] as TRowErrors)).map((f) => f.id) : [];
    if (failed.length > 0) setKeys((open) => [...new Set([...open, ...failed])]);
  }
  const expandIcon = ({ expanded, record, onExpand }: TExpandIconProps) => (
    <Button size="small" aria-expanded={expanded} onClick={(event) => onExpand(record, event)}>
      {labelOf(
        fields.findIndex((f) => f.id === record.id),
        expanded,
      )}
    </Button>
  );
  return { expandedRowKeys: keys, onExpandedRowsChange: (next: readonly Key[]) => setKeys(next.map(String)), expandIcon };
}
