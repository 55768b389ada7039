import { formatSeoulDateTime, type TPrhbwdItem } from '@portal/contract';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { actorText, AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { prhbwdResource } from '../api/prhbwd-resource';
import { PrhbwdBulkPopup } from '../components/prhbwd-bulk-popup';
import { PrhbwdCheckBox } from '../components/prhbwd-check-box';
import { PrhbwdFormPopup } from '../components/prhbwd-form-popup';
import '../prhbwd.css';

/**
 * admin prhbwdMng: the prohibited words every place users write text is checked against; words
 * are literal text, compared in a normal form that sees through spacing, symbols, invisible and
 * full-width characters and split Hangul. With a bulk add and a 'test a sentence' tool.
 */
export function PrhbwdMngPage() {
  const { t } = useTranslation();
  const [bulk, setBulk] = useState(false);

  const columns: TableColumnsType<TPrhbwdItem> = [
    { title: t('admPrhbwd.prhbwdNm'), dataIndex: 'prhbwdNm' },
    { title: t('admPrhbwd.normalizedNm'), dataIndex: 'normalizedNm', render: (form: string) => <code>{form}</code>, responsive: ['md'] },
    { title: t('admPrhbwd.expln'), dataIndex: 'expln', responsive: ['md'] },
    { title: t('admPrhbwd.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedBy'), dataIndex: 'updatedBy', render: (userId: string | null) => actorText(t, userId), responsive: ['lg'] },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TPrhbwdItem>
      title={t('admPrhbwd.title')}
      pagingKey="admPrhbwd:list"
      notice={
        <>
          <Alert className="adm-page__notice" type="info" showIcon description={t('admPrhbwd.rules')} />
          <PrhbwdCheckBox />
        </>
      }
      searchFields={[ynSearchField(t, { label: t('admPrhbwd.useYn') }), keywordSearchField(t)]}
      resource={prhbwdResource}
      columns={columns}
      rowKey="prhbwdId"
      nameOf={(word) => word.prhbwdNm}
      confirmDelete={(prhbwdNm) => t('admPrhbwd.confirmDelete', { prhbwdNm })}
      addLabel={t('admPrhbwd.add')}
      renderForm={(word, onClose) => <PrhbwdFormPopup word={word} onClose={onClose} />}
      toolbarExtra={<Button onClick={() => setBulk(true)}>{t('admPrhbwd.bulkAdd')}</Button>}
    >
      {bulk && <PrhbwdBulkPopup onClose={() => setBulk(false)} />}
    </AdminCrudPage>
  );
}
