import { Table, type TableColumnsType, type TableColumnType, type TableProps } from 'antd';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './admin-table.css';

export type TAdminTableProps<T> = Omit<TableProps<T>, 'pagination' | 'locale' | 'scroll' | 'tableLayout' | 'columns'> & {
  columns: TableColumnsType<T>;
  emptyText: string;
};

/** The key of a table's actions column (a row's buttons): on one line, at the right edge. */
export const ACTIONS_KEY = 'actions';

/**
 * A cell's content cut to two lines with an ellipsis, the whole text in its title: plain text
 * columns always, a rendered column when it asks for `ellipsis`. antd's own ellipsis needs a fixed
 * table layout, which would give every column the same width whatever it holds.
 */
function fitColumn<T>(column: TableColumnsType<T>[number]): TableColumnsType<T>[number] {
  if ('children' in column) return column;
  if (column.key === ACTIONS_KEY) return { ...column, fixed: 'right', className: 'adm-table__actions' };
  const { ellipsis, render, ...rest } = column as TableColumnType<T>;
  if (render && !ellipsis) return column;
  return {
    ...rest,
    render: (value: unknown, row: T, index: number) => (
      <span className="adm-table__clamp" title={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}>
        {render ? (render(value, row, index) as ReactNode) : (value as ReactNode)}
      </span>
    ),
  };
}

/**
 * Every admin table (antd; admin pages only) fits the content area: the columns share its width by
 * what they hold (long texts wrap and are cut to two lines, headings and actions stay on one line),
 * the actions column stays at the right edge, and the table scrolls sideways only when even that
 * cannot fit, as on a phone.
 */
export function AdminTable<T extends object>({ columns, emptyText, ...table }: TAdminTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  // antd measures column widths in a hidden copy of the header row; its checkboxes and buttons
  // must not take the keyboard's focus (axe aria-hidden-focus)
  useLayoutEffect(() => {
    box.current?.querySelectorAll('.ant-table-measure-row').forEach((row) => row.setAttribute('inert', ''));
  });
  return (
    <div ref={box} className="adm-table">
      <Table<T>
        {...table}
        columns={columns.map(fitColumn)}
        pagination={false}
        tableLayout="auto"
        scroll={{ x: true }}
        locale={{ emptyText: <span className="adm-table__empty">{emptyText}</span> }}
      />
    </div>
  );
}
