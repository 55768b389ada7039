import { ACTV_SE, actvSeOfRoute, recordIdOf, type TActvSeCd } from '@portal/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useListSearch } from '../../../components/card-list';
import { ExportReasonPopup } from '../../../components/export-reason-popup/export-reason-popup';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { exportClsActv } from '../api/export-cls-actv';
import { useActvList } from '../api/get-actv-list';
import { useWriteTargets } from '../api/get-write-targets';
import { ActvPagedList } from '../components/actv-paged-list';
import { ACTV_SEARCH_NAMES, ActvSearch, clsName } from '../components/actv-search';
import { actvViewPath, actvWritePath } from '../crr-actv-paths';
import { useActvRole } from '../use-actv-role';
import '../crr-actv-catalogue';
import '../crr-actv.css';

/** The class's Excel export for its teacher (SECURITY 17: the reason first); offered once a class is chosen. */
function ClsExport({ actvSeCd, clsId, clsNm, period }: { actvSeCd: TActvSeCd; clsId: number; clsNm: string; period: { bgngYmd: string; endYmd: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
        {t('crrActv.export.button')}
      </button>
      <ExportReasonPopup
        open={open}
        title={t('crrActv.export.title', { clsNm })}
        notice={t('crrActv.export.notice')}
        onClose={() => setOpen(false)}
        onExport={(reason) => exportClsActv({ clsId, actvSeCd, bgngYmd: period.bgngYmd, endYmd: period.endYmd, reason })}
      />
    </>
  );
}

function ActvList({ actvSeCd }: { actvSeCd: TActvSeCd }) {
  const { t } = useTranslation();
  const { isStudent, isTeacher } = useActvRole();
  const title = ACTV_SE[actvSeCd];
  // a kind without its own menu is named by itself (with a menu, the menu names the page)
  usePageTitle(title);
  const list = useListSearch(`crrActv.${actvSeCd}`, ACTV_SEARCH_NAMES);
  const { search } = list;
  const targets = useWriteTargets(isTeacher);
  const classes = targets.data?.classes;
  const clsId = recordIdOf(search.clsId) ?? 0;
  const cls = classes?.find((c) => c.clsId === clsId);
  const query = useActvList({
    actvSeCd,
    currentPage: list.currentPage,
    bgngYmd: search.bgngYmd || undefined,
    endYmd: search.endYmd || undefined,
    searchWrd: search.searchWrd || undefined,
    clsId: isTeacher && clsId ? clsId : undefined,
    userId: isTeacher && search.userId ? search.userId : undefined,
  });
  // spec §2: students write their own activities, teachers school activities; fusion activities come from attendance
  const canWrite = (actvSeCd === 'STDNT' && isStudent) || (actvSeCd === 'SCHL' && isTeacher);

  return (
    <div className="crr-actv">
      <h1 className="page-title">{title}</h1>
      <ActvSearch key={list.queryString} value={search} onSearch={list.setSearch} classes={isTeacher ? classes : undefined} />
      <ActvPagedList query={query} onPageChange={list.setCurrentPage} viewPath={(item) => actvViewPath(item.crrActvId)} showStudent={!isStudent} />
      <p className="crr-actv__actions">
        {isTeacher && cls && <ClsExport actvSeCd={actvSeCd} clsId={cls.clsId} clsNm={clsName(cls)} period={search} />}
        {canWrite && (
          <Link className="btn btn--primary" to={actvWritePath()}>
            {t('crrActv.write.button')}
          </Link>
        )}
      </p>
    </div>
  );
}

/** spec §2 /crrActv/:upSection/:section/list: one kind's activities (fusion, school, student); any other address is not found. */
export function ActvListPage() {
  const { upSection, section } = useParams();
  const actvSeCd = actvSeOfRoute(upSection, section);
  if (!actvSeCd) return <NotFoundPage />;
  return <ActvList key={actvSeCd} actvSeCd={actvSeCd} />;
}
