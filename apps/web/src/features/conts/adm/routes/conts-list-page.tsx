import { CONTS_KND, CONTS_LIMITS, CONTS_STTS, formatSeoulDateTime, type TContsMngItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AdminListPage, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useContsClsfTree, useContsMngList } from '../api/conts-mng-queries';
import { CONTS_BASE, ContsSttsTag, contsViewPath, seoulMinutes } from '../components/conts-adm-format';
import '../conts-adm-catalogue';
import '../conts-adm.css';

/** spec §2 admin contents: the contents, searched by title, state, kind and classification, 10 a page. */
export function ContsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useContsClsfTree();

  const clsfOptions = (tree.data?.groups ?? []).map((group) => ({
    label: group.clsfNm,
    title: group.clsfNm,
    options: group.children.map((leaf) => ({ value: leaf.clsfCd, label: leaf.clsfNm })),
  }));

  const searchFields: TSearchField[] = [
    // the contract's keyword is q (part of the title)
    { ...keywordSearchField(t, { maxLength: CONTS_LIMITS.q }), name: 'q' },
    { name: 'sttsCd', label: t('admConts.search.sttsCd'), type: 'select', options: codeOptions(CONTS_STTS) },
    { name: 'contsKndCd', label: t('admConts.search.contsKndCd'), type: 'select', options: codeOptions(CONTS_KND) },
    // antd groups the options by the tree's groups (진로역량 영역, 주제, 직업군, 전시관)
    { name: 'clsfCd', label: t('admConts.search.clsfCd'), type: 'select', options: clsfOptions as never, minWidth: 200 },
  ];

  const columns: TableColumnsType<TContsMngItem> = [
    { title: t('admConts.column.contsId'), dataIndex: 'contsId', width: 80, responsive: ['md'] },
    {
      title: t('admConts.column.contsTtl'),
      dataIndex: 'contsTtl',
      render: (ttl: string, item) => (
        <Link to={contsViewPath(item.contsId)} aria-label={t('admConts.column.editLabel', { name: ttl })}>
          {ttl}
        </Link>
      ),
    },
    { title: t('admConts.column.contsKndCd'), dataIndex: 'contsKndCd', render: (cd: keyof typeof CONTS_KND) => CONTS_KND[cd], responsive: ['sm'] },
    { title: t('admConts.column.sttsCd'), dataIndex: 'sttsCd', render: (_, item) => <ContsSttsTag sttsCd={item.sttsCd} pblcDt={item.pblcDt} /> },
    { title: t('admConts.column.pblcDt'), dataIndex: 'pblcDt', render: (at: string | null) => seoulMinutes(at), responsive: ['md'] },
    { title: t('admConts.column.verNo'), dataIndex: 'verNo', render: (verNo: number) => t('admConts.column.verNoValue', { verNo }), responsive: ['lg'] },
    { title: t('admConts.column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminListPage<TContsMngItem>
      title={t('admConts.title')}
      pagingKey="admConts:list"
      searchFields={searchFields}
      useList={useContsMngList}
      columns={columns}
      rowKey="contsId"
      toolbar={
        <Button type="primary" onClick={() => navigate(`${CONTS_BASE}/write`)}>
          {t('admConts.add')}
        </Button>
      }
    />
  );
}
