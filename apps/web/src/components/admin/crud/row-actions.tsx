import { Button, Space, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { ACTIONS_KEY } from '../admin-table';

type TRowActionsProps = {
  /** the row's name, in the buttons' accessible names ('커리어넷 수정') */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** more buttons, before edit and delete */
  children?: ReactNode;
};

/** The edit and delete buttons of a list row. */
function RowActions({ name, onEdit, onDelete, children }: TRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      {children}
      <Button size="small" onClick={onEdit} aria-label={`${name} ${t('admin.list.edit')}`}>
        {t('admin.list.edit')}
      </Button>
      <Button size="small" danger onClick={onDelete} aria-label={`${name} ${t('admin.list.delete')}`}>
        {t('admin.list.delete')}
      </Button>
    </Space>
  );
}

/** The '관리' column of a list: each row's edit and delete buttons, kept at the table's right edge (AdminTable). */
export const actionsColumn = <T,>(t: TFunction, actions: (row: T) => TRowActionsProps): TableColumnType<T> => ({
  title: t('admin.list.actions'),
  key: ACTIONS_KEY,
  render: (_, row) => <RowActions {...actions(row)} />,
});
