import { PRIVACY_ACTN, type TPrivacyLogListQuery } from '@portal/contract';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { GetProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Pagination } from '../../../components/pagination';
import { usePagingState } from '../../../lib/paging';
import { usePrivacyLogList } from '../api/get-privacy-log-list';
import { codeOptions, compact } from '../../../lib/code-options';
import { PrivacyLogTable } from './privacy-log-table';

type TRangeValue = GetProps<typeof DatePicker.RangePicker>['value'];
type TFilter = Omit<TPrivacyLogListQuery, 'currentPage' | 'maxResults'>;
type TFormValues = Omit<TFilter, 'bgngYmd' | 'endYmd'> & { period?: TRangeValue };

/** SECURITY 17: the access log with filters (period, actor, whose data, action). */
export function PrivacyLogList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Partial<TFilter>>({});
  const { paging, setCurrentPage } = usePagingState('admMember:privacyLog');
  const list = usePrivacyLogList({ ...filter, currentPage: paging.currentPage });

  return (
    <div className="adm-member">
      <Form<TFormValues>
        layout="inline"
        className="adm-member__search"
        initialValues={{ actnCd: '' }}
        onFinish={({ period, ...values }) => {
          setFilter(compact({ ...values, bgngYmd: period?.[0]?.format('YYYY-MM-DD'), endYmd: period?.[1]?.format('YYYY-MM-DD') }));
          setCurrentPage(1);
        }}
      >
        <Form.Item name="period" label={t('admMember.privacyLog.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="actorUserId" label={t('admMember.privacyLog.actorUserId')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item name="trgtUserId" label={t('admMember.privacyLog.trgtUserId')}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item name="actnCd" label={t('admMember.privacyLog.actnCd')}>
          <Select options={codeOptions(PRIVACY_ACTN, t('admin.list.all'))} style={{ minWidth: 110 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin.list.search')}
          </Button>
        </Form.Item>
      </Form>
      <p className="adm-member__total">{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
      <PrivacyLogTable rows={list.data?.list ?? []} loading={list.isFetching} />
      {list.data && <Pagination pagination={list.data.pagination} onChange={setCurrentPage} />}
    </div>
  );
}
