import type { TPortfloView } from '@portal/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { ExportReasonPopup } from '../../../components/export-reason-popup/export-reason-popup';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { downloadPortfloPdf } from '../api/download-portflo-pdf';
import { portfloPdfUrl, usePortflo } from '../api/get-portflo';
import { PortfloSections } from '../../../components/portflo/portflo-sections';
import { PortfloSettings } from '../components/portflo-settings';
import { actvViewPath, fusionListPath, hstryPath } from '../portflo-format';
import '../../../components/portflo/portflo-catalogue';
import '../portflo.css';

/**
 * The student's own PDF is a plain link; a teacher's download of a student's PDF asks the reason first
 * (SECURITY 17, the server answers 400 without one) and sends it in the query.
 */
function PdfButton({ view, userId }: { view: TPortfloView; userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (view.own) {
    return (
      <a className="btn btn--primary" href={portfloPdfUrl(userId)} download>
        {t('portflo.pdf')}
      </a>
    );
  }
  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        {t('portflo.pdf')}
      </button>
      <ExportReasonPopup
        open={open}
        title={t('portflo.pdfTitle', { userNm: view.userNm })}
        onClose={() => setOpen(false)}
        onExport={(reason) => downloadPortfloPdf(view.userId, reason)}
      />
    </>
  );
}

function PortfloView({ view, userId }: { view: TPortfloView; userId: string }) {
  const { t } = useTranslation();
  const heading = t('portflo.heading', { userNm: view.userNm });
  return (
    <article className="portflo">
      <header className="portflo__head">
        <h2 className="portflo__title">{heading}</h2>
        {!view.own && <p className="portflo__note no-print">{t('portflo.readOnly')}</p>}
        <div className="portflo__actions no-print">
          <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
            {t('portflo.print')}
          </button>
          <PdfButton view={view} userId={userId} />
          <Link className="btn btn--secondary" to={hstryPath(view.own ? undefined : view.userId)}>
            {t('portflo.toHstry')}
          </Link>
          <Link className="btn btn--secondary" to={fusionListPath(view.userId)}>
            {t('portflo.toFusion')}
          </Link>
        </div>
      </header>
      {view.own && <PortfloSettings key={JSON.stringify(view.settings)} settings={view.settings} />}
      <PortfloSections view={view} actvHref={actvViewPath} />
    </article>
  );
}

/**
 * /myPage/portflo/:userId? (issue 18): a student's portfolio across school years. Without userId
 * the logged-in student's, with the settings form; with it, read-only for the student's teachers and
 * administrators. Anyone else gets 403: the API client shows the server's message and leaves (spec §6),
 * so the page shows nothing meanwhile. A printable A4 layout (portflo.css) and the server's PDF.
 */
export function PortfloPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const query = usePortflo(userId);
  return (
    <RecordPage
      query={query}
      name={(view) => (view.own ? t('portflo.title') : t('portflo.heading', { userNm: view.userNm }))}
      failed={(error) => (isApiError(error) && error.status === 403 ? null : <p role="alert">{t('portflo.loadFailed')}</p>)}
    >
      {(view) => <PortfloView view={view} userId={userId} />}
    </RecordPage>
  );
}
