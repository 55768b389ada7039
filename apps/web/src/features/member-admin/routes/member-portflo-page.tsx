import { checkExportReason, EXPORT_REASON_MAX, type TPortfloView } from '@portal/contract';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReasonModal } from '../../../components/admin/reason-modal';
import { HstryTimeline } from '../../../components/portflo/hstry-timeline';
import { PortfloSections } from '../../../components/portflo/portflo-sections';
import { useTranslation } from '../../../lib/i18n';
import { useMemberActv } from '../api/get-member-actv';
import { useMemberHstry } from '../api/get-member-hstry';
import { useMemberPortflo } from '../api/get-member-portflo';
import { downloadMemberPortfloPdf } from '../api/get-member-portflo-pdf';
import { MemberActvDetails } from '../components/member-actv-details';
import { STUDENT_LIST_PATH } from '../member-admin-paths';
import '../../../components/admin/adm-member.css';
import '../member-portflo.css';

/** The activities in full (every §3 field), read only when the student shows the section. */
function Activities({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const actv = useMemberActv(userId, true);
  if (actv.isError) return <p role="alert">{t('admMember.portflo.loadFailed')}</p>;
  if (!actv.data) return <Spin aria-label={t('admMember.loading')} />;
  return <MemberActvDetails years={actv.data.years ?? []} />;
}

function Hstry({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const hstry = useMemberHstry(userId, true);
  return (
    <section className="portflo-section" aria-labelledby="adm-portflo-hstry">
      <h2 id="adm-portflo-hstry" className="portflo-section__title">
        {t('admMember.portflo.hstry')}
      </h2>
      {hstry.isError && <p role="alert">{t('admMember.portflo.loadFailed')}</p>}
      {hstry.isPending && <Spin aria-label={t('admMember.loading')} />}
      {hstry.data && <HstryTimeline years={hstry.data.years} />}
    </section>
  );
}

/** SECURITY 17: the PDF is an export of a student's data, so the reason comes first (the server answers 400 without one). */
function PdfButton({ userId, userNm }: { userId: string; userNm: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('admMember.portflo.pdf')}
      </Button>
      <ReasonModal
        open={open}
        title={t('admin.export.title', { what: t('admMember.portflo.pdfWhat', { userNm }) })}
        okText={t('admin.export.ok')}
        cancelText={t('admin.export.cancel')}
        notice={<Alert type="warning" showIcon title={t('admMember.portflo.pdfNotice')} style={{ marginBottom: 16 }} />}
        reasonLabel={t('admin.export.reason')}
        maxLength={EXPORT_REASON_MAX}
        placeholder={t('admin.export.reasonPlaceholder')}
        check={checkExportReason}
        onSubmit={(reason) => downloadMemberPortfloPdf(userId, reason)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Portflo({ view }: { view: TPortfloView }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="adm-member__toolbar">
        <p className="adm-member__notice">{t('admMember.portflo.notice', { userNm: view.userNm, userId: view.userId })}</p>
        <PdfButton userId={view.userId} userNm={view.userNm} />
      </div>
      <Alert type="info" showIcon title={t('admMember.portflo.hiddenNotice')} />
      {/* activity names lead nowhere: administrators have no activity page (spec §6), the fields are here */}
      <PortfloSections view={view} activities={view.actv && <Activities userId={view.userId} />} />
      <Hstry userId={view.userId} />
    </>
  );
}

/**
 * /admin/member/portflo/:userId (issue 18): a student's portfolio read-only for administrators, who
 * cannot log in to the user pages (spec §6): the sections the student shows, each activity in full,
 * the career history by school year and the A4 PDF. Every read is in the access log (SECURITY 17).
 * A user id that is no student's is refused (403, the server's message), so nothing is shown.
 */
export function MemberPortfloPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const view = useMemberPortflo(userId);
  return (
    <section className="adm-member adm-portflo">
      <h1 className="adm-page__title">
        {t('admMember.portflo.title')}
        {view.data && `: ${view.data.userNm}`}
      </h1>
      <p>
        <Link to={STUDENT_LIST_PATH}>{t('admMember.portflo.toList')}</Link>
      </p>
      {view.data && <Portflo view={view.data} />}
      {view.isPending && <Spin aria-label={t('admMember.loading')} />}
      {view.isError && <p role="alert">{t('admMember.portflo.loadFailed')}</p>}
    </section>
  );
}
