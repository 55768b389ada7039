import { formatSeoulDateTime, SCHL_TYPE, type TCrrBookItem } from '@portal/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { crrBookMngResource } from '../api/crr-book-mng-resource';
import { CrrBookFormPopup } from '../components/crr-book-form-popup';
import '../adm-crr-book.css';

/** spec §2 admin crrBookMng: the career books of /infoGd/crrBook. Deleting a book drops its recommendations. */
export function CrrBookMngPage() {
  const { t } = useTranslation();

  const columns: TableColumnsType<TCrrBookItem> = [
    {
      title: t('admCrrBook.cover'),
      dataIndex: 'coverPath',
      responsive: ['md'],
      render: (path: string | null) => (path ? <img className="adm-crr-book__cover" src={path} alt="" width={40} height={57} /> : null),
    },
    { title: t('admCrrBook.bookNm'), dataIndex: 'bookNm' },
    { title: t('admCrrBook.authorNm'), dataIndex: 'authorNm' },
    { title: t('admCrrBook.pblshrNm'), dataIndex: 'pblshrNm', responsive: ['md'] },
    { title: t('admCrrBook.pblcnYr'), dataIndex: 'pblcnYr', responsive: ['md'] },
    {
      title: t('admCrrBook.trgtSchlTypeCds'),
      dataIndex: 'trgtSchlTypeCds',
      responsive: ['lg'],
      render: (codes: string[]) => codes.map((code) => <Tag key={code}>{codeLabel(SCHL_TYPE, code)}</Tag>),
    },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TCrrBookItem>
      title={t('admCrrBook.title')}
      pagingKey="admCrrBook"
      searchFields={[
        { name: 'schlTypeCd', label: t('admCrrBook.schlTypeCd'), type: 'select', options: codeOptions(SCHL_TYPE) },
        ynSearchField(t),
        keywordSearchField(t, { label: t('admCrrBook.searchWrd'), maxLength: 100 }),
      ]}
      resource={crrBookMngResource}
      columns={columns}
      rowKey="crrBookId"
      nameOf={(book) => book.bookNm}
      addLabel={t('admCrrBook.add')}
      renderForm={(book, onClose) => <CrrBookFormPopup book={book} onClose={onClose} />}
    />
  );
}
