import { AUTHORITY_USER_TYPES, MBR_TYPE_AUTHRT, USER_TYPE, type TAuthorityUser, type TAuthorityUserQuery } from '@portal/contract';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PagedTable } from '../../../components/admin/paged-table';
import { useAuthorityUsers } from '../api/get-authority-users';
import { codeLabel, compact } from '../../../lib/code-options';

type TDraft = { searchWrd: string; userTypeCd: TAuthorityUserQuery['userTypeCd'] | '' };

export type TAuthorityUserPickerProps = {
  selected: string[];
  onChange: (userIds: string[]) => void;
};

/** The grant form's user search: a checkbox table whose choice survives paging and new searches. */
export function AuthorityUserPicker({ selected, onChange }: TAuthorityUserPickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>({ searchWrd: '', userTypeCd: '' });
  const [query, setQuery] = useState<TDraft & { currentPage: number }>({ ...draft, currentPage: 1 });
  const users = useAuthorityUsers(compact(query) as Partial<TAuthorityUserQuery>);
  const typeOptions = [{ value: '', label: t('admin.list.all') }, ...AUTHORITY_USER_TYPES.map((code) => ({ value: code, label: USER_TYPE[code] }))];

  return (
    <div className="adm-member__picker">
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Select
          value={draft.userTypeCd}
          options={typeOptions}
          onChange={(userTypeCd) => setDraft({ ...draft, userTypeCd })}
          aria-label={t('admMember.authority.userTypeCd')}
          style={{ minWidth: 110 }}
        />
        <Input
          value={draft.searchWrd}
          onChange={(e) => setDraft({ ...draft, searchWrd: e.target.value })}
          onPressEnter={(e) => {
            e.preventDefault();
            setQuery({ ...draft, currentPage: 1 });
          }}
          placeholder={t('admMember.authority.userSearchPlaceholder')}
          aria-label={t('admMember.authority.userSearch')}
          maxLength={50}
        />
        <Button onClick={() => setQuery({ ...draft, currentPage: 1 })}>{t('admin.list.search')}</Button>
      </Space.Compact>
      <p className="adm-member__total">{t('admMember.authority.selected', { count: selected.length })}</p>
      <PagedTable<TAuthorityUser>
        rowKey="userId"
        size="small"
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(String)),
          getTitleCheckboxProps: () => ({ 'aria-label': t('admin.list.all') }),
          getCheckboxProps: (u) => ({ 'aria-label': t('admMember.authority.selectUser', { userId: u.userId }) }),
        }}
        columns={[
          { title: t('admMember.member.col.userId'), dataIndex: 'userId' },
          { title: t('admMember.member.col.userNm'), dataIndex: 'userNm' },
          { title: t('admMember.authority.col.userType'), dataIndex: 'userTypeCd', render: (code: string) => codeLabel(USER_TYPE, code) },
          { title: t('admMember.member.mbrTypeAuthrt'), dataIndex: 'mbrTypeAuthrt', render: (code: string) => codeLabel(MBR_TYPE_AUTHRT, code) },
        ]}
        page={users.data}
        loading={users.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={(currentPage) => setQuery({ ...query, currentPage })}
      />
    </div>
  );
}
