import { CRR_SPCLT_MESSAGES as M, recordIdOf, type TCrrSpcltClasses } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportReasonPopup } from '../../../components/export-reason-popup/export-reason-popup';
import { FormField, Select } from '../../../components/form';
import { showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { exportRemarks } from '../api/export-remarks';
import { useCrrSpcltClasses } from '../api/get-classes';
import { useCrrSpcltSource } from '../api/get-source';
import { useCrrSpcltStudents } from '../api/get-students';
import { RemarksEditor } from '../components/remarks-editor';
import { StudentTable } from '../components/student-table';
import '../crr-spclt-catalogue';
import '../crr-spclt.css';

type TStudentRemarksProps = {
  clsId: number;
  userId: string;
  /** picked from the table (not opened from the address): the student's heading takes the focus once it shows */
  focusTitle: boolean;
  onDirtyChange: (dirty: boolean) => void;
};

function StudentRemarks({ clsId, userId, focusTitle, onDirtyChange }: TStudentRemarksProps) {
  const { t } = useTranslation();
  const source = useCrrSpcltSource(clsId, userId);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = source.data !== undefined;
  useEffect(() => {
    if (focusTitle && loaded) title.current?.focus();
  }, [focusTitle, loaded]);
  if (source.isPending) return <p role="status">{t('crrSpclt.loading')}</p>;
  if (source.isError) {
    if (isApiError(source.error) && source.error.status === 403) return null;
    // an address naming a student of another class: the server's 404 says so, no dialog came first
    return <p role="alert">{isApiError(source.error) && source.error.status === 404 ? M.studentNotInClass : t('crrSpclt.loadFailed')}</p>;
  }
  const { student } = source.data;
  return (
    <section className="spclt-student" aria-labelledby="spclt-student-title">
      <h3 ref={title} id="spclt-student-title" className="spclt-title" tabIndex={-1}>
        {student.stdntNo === null ? student.userNm : t('crrSpclt.student', { stdntNo: student.stdntNo, userNm: student.userNm })}
      </h3>
      <RemarksEditor source={source.data} onDirtyChange={onDirtyChange} />
    </section>
  );
}

function ClassRemarks({ classes, clsId, userId, pick }: { classes: TCrrSpcltClasses; clsId: number; userId: string; pick: (userId: string) => void }) {
  const { t } = useTranslation();
  const students = useCrrSpcltStudents(clsId);
  const [exporting, setExporting] = useState(false);
  const cls = classes.list.find((c) => c.clsId === clsId);
  if (!cls) return <p role="alert">{t('crrSpclt.noClass')}</p>;
  const what = t('crrSpclt.cls', { grd: cls.grd, clsNo: cls.clsNo });

  // a refusal (the server's reason) shows under the popup's field, which stays open for another try
  const onExport = (reason: string) => exportRemarks(clsId, reason, t('crrSpclt.export.fileName', { schlYr: classes.schlYr, grd: cls.grd, clsNo: cls.clsNo }));

  return (
    <>
      <section className="spclt-class" aria-labelledby="spclt-class-title">
        <div className="spclt-class__head">
          <h2 id="spclt-class-title" className="spclt-title">
            {t('crrSpclt.students.title', { what })}
          </h2>
          <button type="button" className="btn btn--secondary" onClick={() => setExporting(true)}>
            {t('crrSpclt.export.button')}
          </button>
        </div>
        {students.isPending && <p role="status">{t('crrSpclt.loading')}</p>}
        {students.isError && !(isApiError(students.error) && students.error.status === 403) && <p role="alert">{t('crrSpclt.loadFailed')}</p>}
        {students.data && <StudentTable data={students.data} userId={userId} onPick={pick} />}
      </section>
      <ExportReasonPopup
        open={exporting}
        title={t('crrSpclt.export.title', { what })}
        notice={t('crrSpclt.export.notice')}
        onExport={onExport}
        onClose={() => setExporting(false)}
      />
    </>
  );
}

/**
 * /myPage/crrSpcltCrt (issue 18): a teacher picks a class they may edit (homeroom, or every class for
 * the school's career teacher), sees its students with their drafts' state and byte count, opens one
 * to draft the career-activity remarks from their records, saves per student, and exports the class's
 * remarks to Excel. The class and the student are in the address (`?clsId=&userId=`).
 */
export function CrrSpcltPage() {
  const { t } = useTranslation();
  const classes = useCrrSpcltClasses();
  const [params, setParams] = useSearchParams();
  const dirty = useRef(false);
  const [picked, setPicked] = useState(false);
  const chosen = recordIdOf(params.get('clsId')) ?? 0;
  const clsId = chosen || (classes.data?.list.length === 1 ? classes.data.list[0]!.clsId : 0);
  const userId = params.get('userId') ?? '';

  /** Leaving an unsaved draft asks first. */
  const go = async (next: { clsId: number; userId?: string }) => {
    if (dirty.current && !(await showConfirm(t('crrSpclt.leaveDraft')))) return false;
    dirty.current = false;
    setParams(next.userId ? { clsId: String(next.clsId), userId: next.userId } : next.clsId ? { clsId: String(next.clsId) } : {});
    return true;
  };
  const pick = (student: string) => void go({ clsId, userId: student }).then((moved) => moved && setPicked(true));

  if (classes.isPending) return <p role="status">{t('crrSpclt.loading')}</p>;
  if (classes.isError) return isApiError(classes.error) && classes.error.status === 403 ? null : <p role="alert">{t('crrSpclt.loadFailed')}</p>;
  const data = classes.data;
  const options = data.list.map((c) => ({
    key: String(c.clsId),
    value: String(c.clsId),
    label: t('crrSpclt.clsOption', { grd: c.grd, clsNo: c.clsNo, draftCnt: c.draftCnt, stdntCnt: c.stdntCnt }),
  }));
  return (
    <div className="spclt">
      <p>{t('crrSpclt.intro', { max: data.maxByte.toLocaleString('ko-KR') })}</p>
      {data.list.length === 0 ? (
        <p className="spclt-hint">{t('crrSpclt.noClasses', { schlYr: data.schlYr })}</p>
      ) : (
        <>
          <FormField label={t('crrSpclt.clsLabel', { schlYr: data.schlYr })} className="spclt-cls-field">
            <Select options={options} value={clsId ? String(clsId) : ''} onChange={(event) => void go({ clsId: recordIdOf(event.currentTarget.value) ?? 0 })} />
          </FormField>
          {clsId > 0 && <ClassRemarks key={clsId} classes={data} clsId={clsId} userId={userId} pick={pick} />}
          {clsId > 0 && userId && (
            <StudentRemarks key={`${clsId}/${userId}`} clsId={clsId} userId={userId} focusTitle={picked} onDirtyChange={(value) => (dirty.current = value)} />
          )}
        </>
      )}
    </div>
  );
}
