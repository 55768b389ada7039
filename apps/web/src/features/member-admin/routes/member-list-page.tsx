import { ACNT_TYPE, type TAcntTypeCd, type TMemberSearch, USER_STTS } from '@portal/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { usePagingState } from '../../../lib/paging';
import { useMemberList } from '../api/get-member-list';
import { MemberDetailDrawer } from '../components/member-detail-drawer';
import { exportMembers } from '../api/post-member-export';
import { ExcelExport } from '../../../components/admin/excel-export';
import { MemberSearchForm } from '../components/member-search-form';
import { MemberTable } from '../components/member-table';
import '../../../components/admin/adm-member.css';

/**
 * spec §2 admin member and userMngDtl/list/:acntTypeCd: one list, the second fixed to one account
 * type (S/T/G/A). Search, a table of masked rows, the detail drawer with its actions, the export.
 * The dashboard links here with ?userSttsCd= (pending, locked accounts).
 */
export function MemberListPage() {
  const { acntTypeCd } = useParams();
  if (acntTypeCd && !Object.hasOwn(ACNT_TYPE, acntTypeCd)) return <NotFoundPage />;
  // a new list (and a fresh search) per account type
  return <MemberList key={acntTypeCd ?? 'all'} acntTypeCd={acntTypeCd as TAcntTypeCd | undefined} />;
}

function MemberList({ acntTypeCd }: { acntTypeCd: TAcntTypeCd | undefined }) {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState(`admMember:${acntTypeCd ?? 'all'}`);
  const [params] = useSearchParams();
  const [initialSearch] = useState<TMemberSearch>(() => {
    const userSttsCd = params.get('userSttsCd');
    return userSttsCd && Object.hasOwn(USER_STTS, userSttsCd) ? { userSttsCd: userSttsCd as TMemberSearch['userSttsCd'] } : {};
  });
  const [search, setSearch] = useState<TMemberSearch>(initialSearch);
  const [detailUserId, setDetailUserId] = useState<string | null>(null);
  const list = useMemberList(acntTypeCd, { ...search, currentPage: paging.currentPage });
  const fixed = acntTypeCd ? { ...search, userTypeCd: acntTypeCd } : search;
  const title = acntTypeCd ? t('admMember.member.titleAcnt', { acntTypeNm: ACNT_TYPE[acntTypeCd] }) : t('admMember.member.title');

  return (
    <section className="adm-member">
      <Typography.Title level={1} className="adm-member__title">
        {title}
      </Typography.Title>
      <MemberSearchForm
        fixedType={Boolean(acntTypeCd)}
        initial={initialSearch}
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <div className="adm-member__toolbar">
        <p className="adm-member__notice">{t('admMember.member.maskNotice')}</p>
        <ExcelExport what={t('admMember.member.export.what')} onExport={(reason) => exportMembers({ ...fixed, reason })} />
      </div>
      <MemberTable data={list.data} loading={list.isFetching} onPage={setCurrentPage} onOpen={setDetailUserId} />
      <MemberDetailDrawer userId={detailUserId} onClose={() => setDetailUserId(null)} />
    </section>
  );
}
