import { formatSeoulDateTime, INTDCN_LIMITS, type TIntdcnPageAdm, type TIntdcnPageCd, type TIntdcnPageSave } from '@portal/contract';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { actorText, applyServerFieldErrors, maxRule, requiredRule, useConfirmSave } from '../../../components/admin/crud';
import { AdminImageField } from '../../../components/admin/image-field';
import { showAlert } from '../../../components/modal/modal-store';
import { useAdmIntdcnPage } from '../api/get-adm-intdcn-page';
import { useSaveAdmIntdcnPage } from '../api/save-adm-intdcn-page';
import { FlrInfoFields } from './flr-info-fields';

type TFormValues = Omit<TIntdcnPageSave, 'pageCd'>;

export const PUBLIC_PATH: Record<TIntdcnPageCd, string> = { GRTS: '/eduIntdcn/grts', CRR_MAP: '/eduIntdcn/crrMap', FLR_INFO: '/eduIntdcn/flrInfo' };

const formValues = (page: TIntdcnPageAdm): TFormValues =>
  ({ title: page.title, cn: page.cn, imageFileId: page.imageFileId, imageAlt: page.imageAlt ?? '', extra: page.extra }) as TFormValues;

function PageFields({ pageCd }: { pageCd: TIntdcnPageCd }) {
  const { t } = useTranslation();
  const text = (name: string, n: number, help?: string) => (
    <Form.Item label={t(`admEduIntdcn.${name}`)} name={['extra', name]} rules={[maxRule(n)]} extra={help}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={n} />
    </Form.Item>
  );
  if (pageCd === 'GRTS') {
    return (
      <Form.Item label={t('admEduIntdcn.sgntr')} name={['extra', 'sgntr']} extra={t('admEduIntdcn.sgntrHelp')} rules={[maxRule(INTDCN_LIMITS.sgntr)]}>
        <Input maxLength={INTDCN_LIMITS.sgntr} />
      </Form.Item>
    );
  }
  if (pageCd === 'FLR_INFO') return <FlrInfoFields />;
  return (
    <>
      <Form.Item label={t('admEduIntdcn.addr')} name={['extra', 'addr']} rules={[requiredRule, maxRule(INTDCN_LIMITS.addr)]}>
        <Input maxLength={INTDCN_LIMITS.addr} />
      </Form.Item>
      <Form.Item label={t('admEduIntdcn.telNo')} name={['extra', 'telNo']} rules={[maxRule(INTDCN_LIMITS.telNo)]}>
        <Input maxLength={INTDCN_LIMITS.telNo} inputMode="tel" />
      </Form.Item>
      {text('bus', INTDCN_LIMITS.transport)}
      {text('subway', INTDCN_LIMITS.transport)}
      {text('car', INTDCN_LIMITS.transport)}
    </>
  );
}

function PageForm({ page }: { page: TIntdcnPageAdm }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveAdmIntdcnPage();
  const confirmSave = useConfirmSave();
  const onFinish = async (values: TFormValues) => {
    if (!(await confirmSave())) return;
    await save.mutateAsync({ ...values, pageCd: page.pageCd } as TIntdcnPageSave).then(
      () => void showAlert(t('common.result.saved')),
      (error: unknown) => applyServerFieldErrors(form, error),
    );
  };
  return (
    <Form<TFormValues>
      form={form}
      name={`intdcn_${page.pageCd}`}
      layout="vertical"
      className="adm-intdcn__form"
      initialValues={formValues(page)}
      scrollToFirstError={{ focus: true }}
      onFinish={onFinish}
    >
      <p className="adm-intdcn__updated">{t('admEduIntdcn.lastUpdated', { at: formatSeoulDateTime(page.updatedAt), by: actorText(t, page.updatedBy) })}</p>
      <Form.Item label={t('admEduIntdcn.pageTitle')} name="title" rules={[requiredRule, maxRule(INTDCN_LIMITS.title)]}>
        <Input maxLength={INTDCN_LIMITS.title} showCount />
      </Form.Item>
      <Form.Item label={t('admEduIntdcn.cn')} name="cn" rules={[maxRule(INTDCN_LIMITS.cn)]}>
        <Input.TextArea rows={page.pageCd === 'GRTS' ? 12 : 4} maxLength={INTDCN_LIMITS.cn} showCount />
      </Form.Item>
      <AdminImageField
        seqType="intdcnPage"
        label={t(page.pageCd === 'CRR_MAP' ? 'admEduIntdcn.mapImage' : 'admEduIntdcn.image')}
        fileName="imageFileId"
        altName="imageAlt"
        altLabel={t('admEduIntdcn.imageAlt')}
        altMaxLength={INTDCN_LIMITS.imageAlt}
        saved={{ fileId: page.imageFileId, path: page.imagePath }}
      />
      <PageFields pageCd={page.pageCd} />
      <Space className="adm-intdcn__actions" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.list.save')}
        </Button>
        <Link to={PUBLIC_PATH[page.pageCd]} target="_blank" rel="noopener">
          {t('admEduIntdcn.publicView')}
        </Link>
      </Space>
    </Form>
  );
}

/** One introduction page's editor: loads the page, then its form (re-made after each save). */
export function IntdcnPageEditor({ pageCd }: { pageCd: TIntdcnPageCd }) {
  const { t } = useTranslation();
  const page = useAdmIntdcnPage(pageCd);
  if (page.isError) return <Alert type="error" title={t('common.result.error')} />;
  if (!page.data) return <p role="status">{t('layout.loading')}</p>;
  return <PageForm key={page.data.updatedAt} page={page.data} />;
}
