import { INSP_NAME_PATTERN, type TInspSheet, type TInspView } from '@portal/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useInspView } from '../api/insp-queries';
import { InspAbout } from '../components/insp-about';
import { InspStart } from '../components/insp-start';
import { InspTaking } from '../components/insp-taking';
import '../insp-catalogue';
import '../insp.css';

/** One test: about it and its start, then (once started or resumed) the items. */
function InspSheetOrAbout({ view }: { view: TInspView }) {
  const [sheet, setSheet] = useState<TInspSheet | null>(null);
  if (sheet) return <InspTaking sheet={sheet} />;
  return (
    <>
      <InspAbout view={view} />
      <InspStart view={view} onStarted={setSheet} />
    </>
  );
}

/**
 * /crrInsp/crrInsp/:inspName (spec §2, issue 16): anyone reads about the test; a logged-in student
 * takes it here. An address naming no test shows the not-found page.
 */
export function InspPage() {
  const { t } = useTranslation();
  const inspName = useParams().inspName ?? '';
  const valid = INSP_NAME_PATTERN.test(inspName);
  const query = useInspView(inspName, valid);
  return (
    <RecordPage
      query={query}
      valid={valid}
      name={(view) => view.inspNm}
      failed={() => (
        <p role="alert" className="insp__error">
          {t('insp.loadFailed')}
        </p>
      )}
    >
      {(view) => (
        <article className="insp insp-page">
          <h1 className="page-title">{view.inspNm}</h1>
          <InspSheetOrAbout key={view.inspName} view={view} />
        </article>
      )}
    </RecordPage>
  );
}
