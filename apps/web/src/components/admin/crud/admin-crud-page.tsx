import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminListPage, type TAdminListPageProps } from './admin-list-page';
import { actionsColumn } from './row-actions';
import { useConfirmDelete } from './use-confirm-delete';

type TAdminCrudPageProps<T> = Omit<TAdminListPageProps<T>, 'useList' | 'toolbar'> & {
  /** the page's calls (createAdminResource): the list, and the delete of a row by its `rowKey` */
  resource: {
    useList: TAdminListPageProps<T>['useList'];
    useDelete: () => UseMutationResult<unknown, unknown, number | string>;
  };
  /** the row's name, in its buttons' accessible names and the delete question */
  nameOf: (row: T) => string;
  /** the delete question naming the row (by default '<name>\n삭제하시겠습니까?') */
  confirmDelete?: (name: string) => string;
  /** the add button's text */
  addLabel: string;
  /** the add/edit popup of a row, or of a new one */
  renderForm: (entry: T | 'new', onClose: () => void) => ReactNode;
  /** more toolbar buttons, before 'add' */
  toolbarExtra?: ReactNode;
  /** more buttons of a row, before edit and delete */
  rowActions?: (row: T) => ReactNode;
};

/**
 * An admin CRUD page (decision 010): the list page with an add button, each row's edit and
 * delete buttons, the add/edit popup and the delete confirmation.
 */
export function AdminCrudPage<T extends object>({
  resource,
  nameOf,
  confirmDelete,
  addLabel,
  renderForm,
  toolbarExtra,
  rowActions,
  columns,
  rowKey,
  children,
  ...list
}: TAdminCrudPageProps<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const onDelete = useConfirmDelete(resource.useDelete(), confirmDelete);
  const actions = actionsColumn<T>(t, (row) => ({
    name: nameOf(row),
    onEdit: () => setEditing(row),
    // the row key is the row's id
    onDelete: () => void onDelete(row[rowKey] as number | string, nameOf(row)),
    children: rowActions?.(row),
  }));

  return (
    <AdminListPage<T>
      {...list}
      useList={resource.useList}
      columns={[...columns, actions]}
      rowKey={rowKey}
      toolbar={
        <Space wrap>
          {toolbarExtra}
          <Button type="primary" onClick={() => setEditing('new')}>
            {addLabel}
          </Button>
        </Space>
      }
    >
      {editing && renderForm(editing, () => setEditing(null))}
      {children}
    </AdminListPage>
  );
}
