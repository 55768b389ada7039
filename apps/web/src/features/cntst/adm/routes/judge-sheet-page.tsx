import { recordIdOf, type TCntstJdgEntryItem } from '@portal/contract';
import { Alert } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useJudgeEntries } from '../api/judge-queries';
import { JUDGE_BASE, LoadState, periodText, ScoreSttsTag } from '../components/cntst-adm-format';
import { JudgeEntry } from '../components/judge-entry';
import '../cntst-adm-catalogue';
import '../cntst-adm.css';

/** My allocated entries: blind numbers (or the entrant when the contest is not blind) and each sheet's state. */
function EntryNav({ cntstId, list, current }: { cntstId: number; list: TCntstJdgEntryItem[]; current: number | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="adm-cntst__entry-nav" aria-label={t('admCntst.judge.navLabel')}>
      <h2 className="adm-cntst__h2">{t('admCntst.judge.entries', { count: list.length })}</h2>
      {list.length === 0 ? (
        <p>{t('admCntst.judge.noEntries')}</p>
      ) : (
        <ul>
          {list.map((entry) => (
            <li key={entry.entryId}>
              <Link to={`${JUDGE_BASE}/${cntstId}?entryId=${entry.entryId}`} aria-current={entry.entryId === current ? 'page' : undefined}>
                <span className="adm-cntst__entry-no">{entry.entryNo}</span> {entry.entryTtl}
                {entry.entrantNm && ` (${entry.entrantNm})`}
              </Link>{' '}
              <ScoreSttsTag sttsCd={entry.scoreSttsCd === 'NONE' ? null : entry.scoreSttsCd} none={t('admCntst.scores.none')} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/** spec §2 admin contestJudge/:cntstId: my allocated entries of one contest, each with its score sheet. */
export function JudgeSheetPage() {
  const { t } = useTranslation();
  const cntstId = recordIdOf(useParams().cntstId);
  const [search] = useSearchParams();
  const entries = useJudgeEntries(cntstId);
  if (cntstId === undefined || (isApiError(entries.error) && entries.error.status === 404)) return <AdminNotFoundPage />;
  const data = entries.data;
  const entryId = recordIdOf(search.get('entryId')) ?? data?.list[0]?.entryId;
  return (
    <section className="adm-cntst">
      <h1 className="adm-page__title">
        {t('admCntst.judge.sheetTitle')}
        {data && `: ${data.cntst.cntstTtl}`}
      </h1>
      {data ? (
        <>
          <Alert
            className="adm-page__notice"
            type="info"
            showIcon
            description={t(data.cntst.blindYn === 'Y' ? 'admCntst.judge.blindNotice' : 'admCntst.judge.openNotice', {
              period: periodText(data.cntst.jdgBgngDt, data.cntst.jdgEndDt),
            })}
          />
          <p className="adm-cntst__links">
            <Link to={JUDGE_BASE}>{t('admCntst.judge.toList')}</Link>
          </p>
          <div className="adm-cntst__sheet">
            <EntryNav cntstId={cntstId} list={data.list} current={entryId} />
            {entryId !== undefined && <JudgeEntry key={entryId} cntstId={cntstId} entryId={entryId} />}
          </div>
        </>
      ) : (
        <LoadState failed={entries.isError} />
      )}
    </section>
  );
}
