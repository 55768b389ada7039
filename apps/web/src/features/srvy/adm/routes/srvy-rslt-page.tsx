import type { TSrvyRslt } from '@portal/contract';
import { Space } from 'antd';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { exportSrvyRslt, useSrvyRslt } from '../api/srvy-rslt-queries';
import { SRVY_ADM_BASE, srvyIdParam } from '../components/srvy-adm-format';
import { SrvyAdmRecord } from '../components/srvy-adm-record';
import { CrossTab } from '../rslt/cross-tab';
import { NonRspns } from '../rslt/non-rspns';
import { QstnRslt } from '../rslt/qstn-rslt';
import '../srvy-adm-catalogue';
import '../srvy-adm.css';

/** Summary cards: responses, the latest one, questions, the survey's state and whether it is anonymous. */
function SummaryCards({ rslt }: { rslt: TSrvyRslt }) {
  const { t } = useTranslation();
  const cards = [
    [t('admSrvy.rslt.rspnsCnt'), t('admSrvy.rslt.count', { count: rslt.rspnsCnt })],
    [t('admSrvy.rslt.lastSbmsnDt'), rslt.lastSbmsnDt ?? t('admSrvy.rslt.none')],
    [t('admSrvy.rslt.qstnCnt'), t('admSrvy.rslt.count', { count: rslt.qstns.length })],
    [t('admSrvy.rslt.stts'), t(`admSrvy.stts.${rslt.sttsCd}`, { defaultValue: rslt.sttsCd })],
    [t('admSrvy.meta.anonYn'), t(`admSrvy.anon.${rslt.anonYn}`)],
  ];
  return (
    <dl className="srvy-rslt__cards">
      {cards.map(([term, value]) => (
        <div key={term} className="srvy-rslt__card">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RsltBody({ rslt }: { rslt: TSrvyRslt }) {
  const { t } = useTranslation();
  const qstnsId = useId();
  usePageTitle(rslt.srvyTtl);
  const pageTtl = new Map(rslt.pages.map((page, i) => [page.pageId, page.pageTtl || t('admSrvy.def.pageN', { n: i + 1 })]));
  return (
    <>
      <h1 className="adm-page__title">{t('admSrvy.rslt.title', { name: rslt.srvyTtl })}</h1>
      <Space wrap className="srvy-adm__toolbar">
        <Link to={SRVY_ADM_BASE}>{t('admSrvy.toList')}</Link>
        <Link to={`${SRVY_ADM_BASE}/${rslt.srvyId}`}>{t('admSrvy.toBuilder')}</Link>
        <span role="group" aria-label={t('admSrvy.rslt.rawWhat')} className="srvy-rslt__export">
          <span aria-hidden="true">{t('admSrvy.rslt.rawWhat')}</span>
          <ExcelExport
            what={t('admSrvy.rslt.rawWhat')}
            notice={rslt.anonYn === 'N' ? undefined : t('admSrvy.rslt.anonNotice')}
            onExport={(reason) => exportSrvyRslt('rawExport', rslt.srvyId, `설문응답_${rslt.srvyTtl}.xlsx`, { reason })}
          />
        </span>
        <span role="group" aria-label={t('admSrvy.rslt.summaryWhat')} className="srvy-rslt__export">
          <span aria-hidden="true">{t('admSrvy.rslt.summaryWhat')}</span>
          <ExcelExport
            what={t('admSrvy.rslt.summaryWhat')}
            notice={t('admSrvy.rslt.summaryNotice')}
            onExport={(reason) => exportSrvyRslt('summaryExport', rslt.srvyId, `설문결과_${rslt.srvyTtl}.xlsx`, { reason })}
          />
        </span>
      </Space>
      <SummaryCards rslt={rslt} />
      <section className="srvy-rslt__section" aria-labelledby={qstnsId}>
        <h2 id={qstnsId}>{t('admSrvy.rslt.byQstn')}</h2>
        {rslt.rspnsCnt === 0 && <p>{t('admSrvy.rslt.noRspns')}</p>}
        {rslt.pages.map((page) => (
          <div key={page.pageId} className="srvy-rslt__page">
            <p className="srvy-rslt__page-head">{t('admSrvy.rslt.pageAnswered', { name: pageTtl.get(page.pageId), count: page.answeredCnt })}</p>
            {rslt.qstns
              .map((qstn, i) => ({ qstn, n: i + 1 }))
              .filter(({ qstn }) => qstn.pageId === page.pageId)
              .map(({ qstn, n }) => (
                <QstnRslt key={qstn.qstnId} srvyId={rslt.srvyId} qstn={qstn} n={n} />
              ))}
          </div>
        ))}
      </section>
      <CrossTab rslt={rslt} />
      {rslt.trgtSeCd === 'MBR' && <NonRspns srvyId={rslt.srvyId} />}
    </>
  );
}

/** Admin srvy/:srvyId/rslt: a survey's results (charts, tables, texts, cross-tab, non-respondents, exports). */
export function SrvyRsltPage() {
  const srvyId = srvyIdParam(useParams().srvyId);
  const rslt = useSrvyRslt(srvyId);
  return (
    <section className="srvy-rslt">
      <SrvyAdmRecord query={rslt} valid={srvyId !== undefined}>
        {(data) => <RsltBody rslt={data} />}
      </SrvyAdmRecord>
    </section>
  );
}
