import { MBR_TYPE_AUTHRT, MEMBER_SEARCH_CND, MEMBER_SORT, USER_STTS, USER_TYPE, type TMemberSearch } from '@portal/contract';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { GetProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions, compact } from '../../../lib/code-options';

type TRangeValue = GetProps<typeof DatePicker.RangePicker>['value'];
type TFormValues = Omit<TMemberSearch, 'joinBgngYmd' | 'joinEndYmd'> & { joinPeriod?: TRangeValue };

export type TMemberSearchFormProps = {
  /** the account type of userMngDtl/list/:acntTypeCd: the type filter is fixed and hidden */
  fixedType: boolean;
  onSearch: (search: TMemberSearch) => void;
};

/** The member list's search form: id/name/school, type, member type, status, join period, sort. */
export function MemberSearchForm({ fixedType, onSearch }: TMemberSearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const all = t('admMember.all');

  const submit = ({ joinPeriod, ...values }: TFormValues) =>
    onSearch(compact({ ...values, joinBgngYmd: joinPeriod?.[0]?.format('YYYY-MM-DD'), joinEndYmd: joinPeriod?.[1]?.format('YYYY-MM-DD') }));

  return (
    <Form
      form={form}
      layout="inline"
      className="adm-member__search"
      initialValues={{ searchCnd: 'ALL', userTypeCd: '', mbrTypeAuthrt: '', userSttsCd: '', sort: 'joinAt', sortDir: 'desc' }}
      onFinish={submit}
    >
      <Form.Item name="searchCnd" label={t('admMember.member.searchCnd')}>
        <Select options={codeOptions(MEMBER_SEARCH_CND)} style={{ minWidth: 100 }} />
      </Form.Item>
      <Form.Item name="searchWrd" label={t('admMember.member.searchWrd')}>
        <Input placeholder={t('admMember.member.searchWrdPlaceholder')} maxLength={50} allowClear />
      </Form.Item>
      {!fixedType && (
        <Form.Item name="userTypeCd" label={t('admMember.member.userTypeCd')}>
          <Select options={codeOptions(USER_TYPE, all)} style={{ minWidth: 110 }} />
        </Form.Item>
      )}
      <Form.Item name="mbrTypeAuthrt" label={t('admMember.member.mbrTypeAuthrt')}>
        <Select options={codeOptions(MBR_TYPE_AUTHRT, all)} style={{ minWidth: 150 }} />
      </Form.Item>
      <Form.Item name="userSttsCd" label={t('admMember.member.userSttsCd')}>
        <Select options={codeOptions(USER_STTS, all)} style={{ minWidth: 110 }} />
      </Form.Item>
      <Form.Item name="joinPeriod" label={t('admMember.member.joinPeriod')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item label={t('admMember.member.sort')}>
        <Space.Compact>
          <Form.Item name="sort" noStyle>
            <Select options={codeOptions(MEMBER_SORT)} style={{ minWidth: 120 }} aria-label={t('admMember.member.sort')} />
          </Form.Item>
          <Form.Item name="sortDir" noStyle>
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
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admMember.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.submit();
            }}
          >
            {t('admMember.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
