import { ACTV_SE, ACTV_SE_CDS, type TActvSeCd } from '@portal/contract';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useListSearch } from '../../../components/card-list';
import { Select } from '../../../components/form/select';
import { FormField } from '../../../components/form/form-field';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useStdntActvList } from '../api/get-stdnt-actv-list';
import { ActvFailed } from '../components/actv-failed';
import { ActvPagedList } from '../components/actv-paged-list';
import { ACTV_SEARCH_NAMES, ActvSearch, type TActvSearch } from '../components/actv-search';
import { actvViewPath } from '../crr-actv-paths';
import '../crr-actv-catalogue';
import '../crr-actv.css';

const NAMES = [...ACTV_SEARCH_NAMES, 'actvSeCd'] as const;
const isKind = (value: string): value is TActvSeCd => (ACTV_SE_CDS as readonly string[]).includes(value);

/** The student's name ends the title and heads the page: '김학생 학생의 진로활동'. */
function Heading({ userNm }: { userNm: string }) {
  const { t } = useTranslation();
  const heading = t('crrActv.stdnt.heading', { userNm });
  usePageTitle(heading);
  return <h1 className="page-title">{heading}</h1>;
}

/**
 * spec §2 /myPage/list/:userId: a teacher of the student's school reads the student's activities
 * of every kind (or one), with the same search as the lists; another reader gets the server's 403.
 */
export function StdntActvListPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const list = useListSearch(`crrActv.stdnt.${userId}`, NAMES);
  const { search } = list;
  const actvSeCd = isKind(search.actvSeCd) ? search.actvSeCd : undefined;
  const query = useStdntActvList(userId, {
    currentPage: list.currentPage,
    actvSeCd,
    bgngYmd: search.bgngYmd || undefined,
    endYmd: search.endYmd || undefined,
    searchWrd: search.searchWrd || undefined,
  });
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.error && !query.data) return <ActvFailed error={query.error} />;
  const stdnt = query.data?.stdnt;
  const setSearch = (next: TActvSearch) => list.setSearch({ ...next, actvSeCd: search.actvSeCd });

  return (
    <div className="crr-actv">
      {stdnt ? <Heading userNm={stdnt.userNm} /> : <h1 className="page-title">{t('crrActv.stdnt.title')}</h1>}
      {stdnt && (
        <p className="crr-actv__stdnt">{[stdnt.schlNm, stdnt.grd && `${stdnt.grd}학년`, stdnt.clsNm && `${stdnt.clsNm}반`].filter(Boolean).join(' ')}</p>
      )}
      <FormField label={t('crrActv.stdnt.kinds')} className="crr-actv-search__select">
        <Select
          name="actvSeCd"
          options={ACTV_SE_CDS.map((code) => ({ key: code, value: code, label: ACTV_SE[code] }))}
          defaultOptionLabel={t('crrActv.stdnt.all')}
          value={actvSeCd ?? ''}
          onChange={(event) => list.setSearch({ ...search, actvSeCd: event.target.value })}
        />
      </FormField>
      <ActvSearch key={list.queryString} value={search} onSearch={setSearch} />
      <ActvPagedList query={query} onPageChange={list.setCurrentPage} viewPath={(item) => actvViewPath(item.crrActvId, userId)} showStudent={false} showKind />
    </div>
  );
}
