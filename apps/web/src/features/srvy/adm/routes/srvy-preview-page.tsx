import type { TSrvyAnswers, TSrvyItem } from '@portal/contract';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SrvyForm } from '../../../../components/srvy-form';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { useSrvyMngItem } from '../api/srvy-adm-queries';
import { SRVY_ADM_BASE, srvyIdParam } from '../components/srvy-adm-format';
import { SrvyAdmRecord } from '../components/srvy-adm-record';
import '../srvy-adm-catalogue';
import '../srvy-adm.css';

/** The survey as a respondent meets it: the answering component in preview mode (nothing is sent). */
function Preview({ srvy }: { srvy: TSrvyItem }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<TSrvyAnswers>({});
  const [round, setRound] = useState(0);
  usePageTitle(srvy.srvyTtl);
  return (
    <>
      <h1 className="adm-page__title">{t('admSrvy.previewHeading', { name: srvy.srvyTtl })}</h1>
      <Space wrap className="srvy-adm__toolbar">
        <Link to={SRVY_ADM_BASE}>{t('admSrvy.toList')}</Link>
        <Link to={`${SRVY_ADM_BASE}/${srvy.srvyId}`}>{t('admSrvy.toBuilder')}</Link>
        <Button
          onClick={() => {
            setAnswers({});
            setRound(round + 1);
          }}
        >
          {t('admSrvy.previewRestart')}
        </Button>
      </Space>
      <Alert type="info" showIcon title={t('admSrvy.previewNotice')} className="srvy-adm__notice" />
      {srvy.srvyExpln && <p className="srvy-adm__expln">{srvy.srvyExpln}</p>}
      <div className="srvy-adm__preview">
        <SrvyForm key={round} def={srvy.def} answers={answers} onChange={setAnswers} mode="preview" />
      </div>
    </>
  );
}

/** Admin srvy/:srvyId/preview: the saved survey in the answering component (a missing one shows the not-found page). */
export function SrvyPreviewPage() {
  const srvyId = srvyIdParam(useParams().srvyId);
  const item = useSrvyMngItem(srvyId);
  return (
    <section className="srvy-adm">
      <SrvyAdmRecord query={item} valid={srvyId !== undefined}>
        {(srvy) => <Preview srvy={srvy} />}
      </SrvyAdmRecord>
    </section>
  );
}
