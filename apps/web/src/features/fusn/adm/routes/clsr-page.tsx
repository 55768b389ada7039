import { FUSN_CLSR_SE, FUSN_PRGRM_LIMITS as L, seoulDate, type TFusnClsr, type TFusnClsrSave, ZFusnClsrSave } from '@portal/contract';
import { Button, Form, Input, Radio, Select, Space, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { AdminTable, ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { applyServerFieldErrors, zodRule } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeLabel, codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useClsrList, useRemoveClsr, useSaveClsr } from '../api/prgrm-mng';
import { dtText, ymdText } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

const F = ZFusnClsrSave.shape;

/** Adding a closure day (or renaming one): a day with live sessions is refused with the server's message (409). */
function ClsrAddForm({ onSaved }: { onSaved: (ymd: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFusnClsrSave>();
  const save = useSaveClsr();
  const onFinish = async (values: TFusnClsrSave) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(form, error);
      return;
    }
    await showAlert(t('admFusn.clsr.saved'));
    onSaved(values.clsrYmd);
    form.resetFields();
  };
  return (
    <Form<TFusnClsrSave>
      form={form}
      name="fusnClsr"
      layout="inline"
      className="adm-page__search"
      initialValues={{ clsrYmd: '', clsrSeCd: 'HLDY', clsrNm: '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label={t('admFusn.clsr.clsrYmd')} name="clsrYmd" required rules={[zodRule(F.clsrYmd)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item label={<span id="adm-fusn-clsr-se">{t('admFusn.clsr.clsrSeCd')}</span>} name="clsrSeCd">
        <Radio.Group aria-labelledby="adm-fusn-clsr-se" options={codeOptions(FUSN_CLSR_SE)} />
      </Form.Item>
      <Form.Item label={t('admFusn.clsr.clsrNm')} name="clsrNm" required rules={[zodRule(F.clsrNm)]}>
        <Input maxLength={L.clsrNm} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admFusn.clsr.add')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** admin prgrmEstbl/clsr: the closure calendar (public holidays, centre closures) by year; no program has a session on these days. */
export function ClsrPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const thisYear = Number(seoulDate().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const list = useClsrList(year);
  const remove = useRemoveClsr();
  const onRemove = async (clsr: TFusnClsr) => {
    const name = `${clsr.clsrYmd} ${clsr.clsrNm}`;
    if (!(await showConfirm(`${name}\n${t('common.confirm.delete')}`))) return;
    await remove.mutateAsync(clsr.clsrYmd).then(
      () => showAlert(t('common.result.deleted')),
      () => undefined,
    );
  };
  const columns: TableColumnsType<TFusnClsr> = [
    { title: t('admFusn.clsr.clsrYmd'), dataIndex: 'clsrYmd', render: (ymd: string) => ymdText(ymd) },
    { title: t('admFusn.clsr.clsrSeCd'), dataIndex: 'clsrSeCd', render: (cd: string) => codeLabel(FUSN_CLSR_SE, cd) },
    { title: t('admFusn.clsr.clsrNm'), dataIndex: 'clsrNm' },
    { title: t('admin.list.registeredAt'), dataIndex: 'registeredAt', render: (at: string) => dtText(at), responsive: ['md'] },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, clsr) => (
        <Button size="small" danger onClick={() => void onRemove(clsr)} aria-label={`${clsr.clsrYmd} ${clsr.clsrNm} ${t('admin.list.delete')}`}>
          {t('admin.list.delete')}
        </Button>
      ),
    },
  ];
  return (
    <section className="adm-fusn" aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admFusn.clsr.title')}
      </h1>
      <p className="adm-fusn__help">{t('admFusn.clsr.help')}</p>
      <ClsrAddForm onSaved={(ymd) => setYear(Number(ymd.slice(0, 4)))} />
      <div className="adm-page__toolbar">
        <Space wrap>
          <label className="adm-fusn__inline-label">
            <span>{t('admFusn.clsr.year')}</span>
            <Select<number>
              value={year}
              onChange={setYear}
              options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: y, label: t('admFusn.clsr.yearText', { year: y }) }))}
            />
          </label>
          <p>{t('admin.list.total', { count: list.data?.list.length ?? 0 })}</p>
        </Space>
      </div>
      <AdminTable<TFusnClsr>
        rowKey="clsrYmd"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        emptyText={t('admFusn.clsr.empty')}
      />
    </section>
  );
}
