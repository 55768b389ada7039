import { SRVY_POINT_TYPES, type TSrvyOpenItem } from '@portal/contract';
import { Link } from 'react-router';
import { Card, CardList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { usePagingState } from '../../../lib/paging';
import { useSrvyList } from '../api/srvy-queries';
import { srvyPath, srvyTargetText } from '../srvy-format';
import '../srvy-catalogue';
import '../../../components/srvy-answering/srvy-answering.css';

/** One open survey: its title (the link), period, questions, target, points and the caller's state. */
function SrvyCard({ srvy }: { srvy: TSrvyOpenItem }) {
  const { t } = useTranslation();
  const state = srvy.answered ? 'answered' : srvy.hasDraft ? 'draft' : 'notAnswered';
  const action = srvy.answered ? t('srvy.list.view') : srvy.hasDraft ? t('srvy.list.resume') : t('srvy.list.open');
  return (
    <Card
      title={<Link to={srvyPath(srvy.srvyId)}>{srvy.srvyTtl}</Link>}
      description={srvy.srvyExpln}
      meta={[
        { label: t('srvy.list.period'), value: t('srvy.facts.periodValue', { bgngDt: srvy.bgngDt, endDt: srvy.endDt }) },
        { label: t('srvy.list.qstnCnt'), value: t('srvy.list.qstnCntValue', { count: srvy.qstnCnt }) },
        { label: t('srvy.list.target'), value: srvyTargetText(srvy.trgtSeCd, srvy.trgtMbrTypes, srvy.trgtSchlTypes) },
        { label: t('srvy.list.point'), value: srvy.pointTypeCd && SRVY_POINT_TYPES[srvy.pointTypeCd] },
        { label: t('srvy.list.state'), value: <span className={`srvy-state srvy-state--${state}`}>{t(`srvy.list.${state}`)}</span> },
      ]}
    >
      {srvy.anonYn === 'Y' && <p className="srvy-card__anon">{t('srvy.list.anon')}</p>}
      <div className="srvy-card__actions">
        <Link
          className={`btn ${srvy.answered ? 'btn--secondary' : 'btn--primary'}`}
          to={srvyPath(srvy.srvyId)}
          aria-label={t('srvy.list.actionLabel', { srvyTtl: srvy.srvyTtl, action })}
        >
          {action}
        </Link>
      </div>
    </Card>
  );
}

/**
 * /srvy/list (issue 17, menu M0701 설문조사): the open surveys with their periods and, for a
 * member, whether each is answered or has a saved draft. A guest sees the same list. The page
 * number is kept in the paging state (back from a survey returns to it).
 */
export function SrvyListPage() {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState('srvy');
  const list = useSrvyList(paging.currentPage);
  return (
    <div className="srvy">
      <p className="srvy__intro">{t('srvy.list.intro')}</p>
      <CardList
        result={list}
        countText={(count) => t('srvy.list.count', { count })}
        emptyText={t('srvy.list.empty')}
        errorText={t('srvy.loadFailed')}
        itemKey={(srvy) => srvy.srvyId}
        renderItem={(srvy) => <SrvyCard srvy={srvy} />}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}
