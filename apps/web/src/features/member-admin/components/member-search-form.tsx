import { MBR_TYPE_AUTHRT, MEMBER_SEARCH_CND, MEMBER_SORT, USER_STTS, USER_TYPE, type TMemberSearch } from '@portal/contract';
import { Form, Select, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminSearchForm, type TSearchField } from '../../../components/admin/crud';
import { codeOptions } from '../../../lib/code-options';

export type TMemberSearchFormProps = {
  /** the account type of userMngDtl/list/:acntTypeCd: the type filter is fixed and hidden */
  fixedType: boolean;
  /** the first search's filters (from the page address) */
  initial?: TMemberSearch;
  onSearch: (search: TMemberSearch) => void;
};

/** The member list's search form: id/name/school, type, member type, status, join period, sort. */
export function MemberSearchForm({ fixedType, initial, onSearch }: TMemberSearchFormProps) {
  const { t } = useTranslation();
  const fields: TSearchField[] = [
    {
      name: 'searchCnd',
      label: t('admMember.member.searchCnd'),
      type: 'select',
      options: codeOptions(MEMBER_SEARCH_CND),
      all: false,
      defaultValue: 'ALL',
      minWidth: 100,
    },
    { name: 'searchWrd', label: t('admMember.member.searchWrd'), type: 'text', placeholder: t('admMember.member.searchWrdPlaceholder') },
    { name: 'userTypeCd', label: t('admMember.member.userTypeCd'), type: 'select', options: codeOptions(USER_TYPE), minWidth: 110 },
    { name: 'mbrTypeAuthrt', label: t('admMember.member.mbrTypeAuthrt'), type: 'select', options: codeOptions(MBR_TYPE_AUTHRT), minWidth: 150 },
    { name: 'userSttsCd', label: t('admMember.member.userSttsCd'), type: 'select', options: codeOptions(USER_STTS), minWidth: 110 },
    { name: 'joinPeriod', label: t('admMember.member.joinPeriod'), type: 'dateRange', names: ['joinBgngYmd', 'joinEndYmd'] },
  ];
  const shown = fixedType ? fields.filter((field) => field.name !== 'userTypeCd') : fields;

  return (
    <AdminSearchForm fields={shown} initial={initial} onSearch={(search) => onSearch(search as TMemberSearch)} className="adm-member__search">
      <Form.Item label={t('admMember.member.sort')}>
        <Space.Compact>
          <Form.Item name="sort" noStyle initialValue="joinAt">
            <Select options={codeOptions(MEMBER_SORT)} style={{ minWidth: 120 }} aria-label={t('admMember.member.sort')} />
          </Form.Item>
          <Form.Item name="sortDir" noStyle initialValue="desc">
            <Select
              options={[
                { value: 'desc', label: t('admMember.member.sortDir.desc') },
                { value: 'asc', label: t('admMember.member.sortDir.asc') },
              ]}
              style={{ minWidth: 100 }}
              aria-label={t('admMember.member.sortDirLabel')}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </AdminSearchForm>
  );
}
