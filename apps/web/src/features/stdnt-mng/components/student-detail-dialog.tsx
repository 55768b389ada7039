import { formatSeoulDateTime, USER_STTS, type TUserSttsCd } from '@portal/contract';
import { Dialog } from '../../../components/modal/dialog';
import { useTranslation } from '../../../lib/i18n';
import { useManagedStudent } from '../api/mbr-mng-queries';
import { studentClsText } from './student-cls';

const dt = (iso: string | null) => (iso ? formatSeoulDateTime(iso).slice(0, 16) : '-');

/** One student's account in full (issue 18 /mbrMng); the server records the view in the personal-data access log. */
export function StudentDetailDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useManagedStudent(userId);
  const info = detail.data;
  const rows: [string, string][] = info
    ? [
        ['userId', info.userId],
        ['userNm', info.userNm],
        ['schlNm', info.schlNm ?? '-'],
        ['cls', studentClsText(info, t)],
        ['brdt', info.brdt ?? '-'],
        ['mblTelno', info.mblTelno ?? '-'],
        ['email', info.email ?? '-'],
        ['stts', USER_STTS[info.userSttsCd as TUserSttsCd] ?? info.userSttsCd],
        ['lockedUntil', dt(info.lockedUntil)],
        ['eblcRegYn', t(info.eblcRegYn === 'Y' ? 'stdntMng.mbrMng.eblcY' : 'stdntMng.mbrMng.eblcN')],
        ['grdnCnstYn', t(info.grdnCnstYn === 'Y' ? 'stdntMng.mbrMng.cnstY' : 'stdntMng.mbrMng.cnstN')],
        ['joinAt', dt(info.joinAt).slice(0, 10)],
        ['lastLoginAt', info.lastLoginAt ? dt(info.lastLoginAt) : t('stdntMng.mbrMng.never')],
      ]
    : [];
  return (
    <Dialog
      title={t('stdntMng.mbrMng.detailTitle')}
      onCancel={onClose}
      className="dialog--wide"
      closeButton
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('stdntMng.mbrMng.close')}
        </button>
      }
    >
      {detail.isPending && <p role="status">{t('stdntMng.loading')}</p>}
      {detail.isError && <p role="alert">{t('stdntMng.loadFailed')}</p>}
      {info && (
        // focusable, so a keyboard reaches what scrolls inside the dialog on a small screen (WCAG 2.1.1)
        <div role="group" tabIndex={0} aria-label={info.userNm}>
          <dl className="meta-list stdnt-mng__detail">
            {rows.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`stdntMng.mbrMng.field.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Dialog>
  );
}

/** The temporary password, shown once (nothing stores it in clear): the teacher hands it to the student now. */
export function TmpPswdDialog({ userId, userNm, tmpPswd, onClose }: { userId: string; userNm: string; tmpPswd: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('stdntMng.mbrMng.tmpTitle')}
      description={t('stdntMng.mbrMng.tmpIntro', { userNm, userId })}
      onCancel={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('stdntMng.mbrMng.close')}
        </button>
      }
    >
      <p className="stdnt-mng__tmp">{tmpPswd}</p>
      <p>{t('stdntMng.mbrMng.tmpNext')}</p>
    </Dialog>
  );
}
