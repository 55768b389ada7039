import { formatSeoulDateTime, recordIdOf, type TCntstItem } from '@portal/contract';
import { Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useContestItem } from '../api/contest-resource';
import { CONTEST_BASE, LoadState, PhaseTag } from '../components/cntst-adm-format';
import { EntriesPanel } from '../components/entries-panel';
import { JudgesPanel } from '../components/judges-panel';
import { ScoresPanel } from '../components/scores-panel';
import '../cntst-adm-catalogue';
import '../cntst-adm.css';

/** The contest's state and dates above its tabs. */
function ContestHead({ cntst }: { cntst: TCntstItem }) {
  const { t } = useTranslation();
  return (
    <dl className="adm-cntst__facts">
      <div>
        <dt>{t('admCntst.col.phase')}</dt>
        <dd>
          <PhaseTag phase={cntst.phase} />
        </dd>
      </div>
      <div>
        <dt>{t('admCntst.col.entryCnt')}</dt>
        <dd>{t('admCntst.count', { count: cntst.entryCnt })}</dd>
      </div>
      <div>
        <dt>{t('admCntst.col.jdgPeriod')}</dt>
        <dd>
          {formatSeoulDateTime(cntst.jdgBgngDt)} ~ {formatSeoulDateTime(cntst.jdgEndDt)}
        </dd>
      </div>
      <div>
        <dt>{t('admCntst.col.annDt')}</dt>
        <dd>{formatSeoulDateTime(cntst.annDt)}</dd>
      </div>
      <div>
        <dt>{t('admCntst.form.blindYn')}</dt>
        <dd>{t(cntst.blindYn === 'Y' ? 'admCntst.form.blindY' : 'admCntst.form.blindN')}</dd>
      </div>
    </dl>
  );
}

const TABS = ['entries', 'judges', 'scores'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | null): value is TTab => TABS.includes(value as TTab);

/**
 * spec §2 admin contest/:cntstId/entries: the entries, the judges and their allocation, the score
 * table, prizes and publication. The open tab is in the address (?tab=), so a reload or the way back keeps it.
 */
export function ContestEntriesPage() {
  const { t } = useTranslation();
  const cntstId = recordIdOf(useParams().cntstId);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TTab = isTab(tabParam) ? tabParam : 'entries';
  const item = useContestItem(cntstId);
  if (cntstId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  const cntst = item.data;
  return (
    <section className="adm-cntst">
      <h1 className="adm-page__title">
        {t('admCntst.entriesTitle')}
        {cntst && `: ${cntst.cntstTtl}`}
      </h1>
      {cntst ? (
        <>
          <ContestHead cntst={cntst} />
          <p className="adm-cntst__links">
            <Link to={`${CONTEST_BASE}/${cntst.cntstId}`}>{t('admCntst.toForm')}</Link>
            <Link to={CONTEST_BASE}>{t('admCntst.toList')}</Link>
          </p>
          <Tabs
            className="adm-cntst__tabs"
            activeKey={tab}
            onChange={(key) => setParams(key === 'entries' ? {} : { tab: key }, { replace: true })}
            items={[
              { key: 'entries', label: t('admCntst.tab.entries'), children: <EntriesPanel cntst={cntst} /> },
              { key: 'judges', label: t('admCntst.tab.judges'), children: <JudgesPanel cntst={cntst} /> },
              { key: 'scores', label: t('admCntst.tab.scores'), children: <ScoresPanel cntst={cntst} /> },
            ]}
          />
        </>
      ) : (
        <LoadState failed={item.isError} />
      )}
    </section>
  );
}
