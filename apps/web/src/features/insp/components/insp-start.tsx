import { INSP_GENDER, type TInspGenderCd, type TInspSheet, type TInspView } from '@portal/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { useStartSheet } from '../api/insp-queries';
import { inspPath } from '../insp-format';

const GENDERS = Object.entries(INSP_GENDER) as [TInspGenderCd, string][];

/**
 * Starting a test: a guest is sent to the login and back; a member the test is not offered to is
 * told why; a student starts (with the optional sex question for the local norms) or resumes the
 * unfinished sheet, whose saved answers come back with it.
 */
export function InspStart({ view, onStarted }: { view: TInspView; onStarted: (sheet: TInspSheet) => void }) {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const start = useStartSheet(view.inspName);
  const [genderCd, setGenderCd] = useState<TInspGenderCd | ''>('');
  const hintId = useId();
  const mine = view.mine;
  const resuming = mine !== null && mine.ingSheetId !== null;

  const begin = () => start.mutate(resuming || genderCd === '' ? undefined : genderCd, { onSuccess: onStarted });

  let body;
  if (!user) {
    body = (
      <>
        <p>{t('insp.start.guestText')}</p>
        <Link className="btn btn--primary" to={loginPathFor(inspPath(view.inspName))}>
          {t('insp.start.login')}
        </Link>
      </>
    );
  } else if (!view.canTake) {
    body = <p role="note">{view.refusal}</p>;
  } else {
    body = (
      <>
        {resuming ? (
          <p>{t('insp.start.resumeText', { total: view.itemCnt, answered: mine.answeredCnt })}</p>
        ) : (
          <>
            {mine?.lastSheetId != null && <p>{t('insp.start.retakeText')}</p>}
            <fieldset className="insp-start__gender" aria-describedby={hintId}>
              <legend>{t('insp.start.gender')}</legend>
              <p id={hintId} className="insp-start__hint">
                {t('insp.start.genderHint')}
              </p>
              <div className="insp-start__choices">
                {[...GENDERS, ['', t('insp.start.genderNone')] as const].map(([code, label]) => (
                  <label key={code} className="insp-item__choice">
                    <input type="radio" name="insp-gender" value={code} checked={genderCd === code} onChange={() => setGenderCd(code)} />
                    <span>{label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <p className="insp-start__note">{t('insp.start.saveNote')}</p>
        <button type="button" className="btn btn--primary" disabled={start.isPending} aria-busy={start.isPending} onClick={begin}>
          {t(resuming ? 'insp.start.resume' : 'insp.start.start')}
        </button>
      </>
    );
  }

  return (
    <section className="insp-start" aria-labelledby="insp-start-title">
      <h2 id="insp-start-title">{t('insp.start.title')}</h2>
      {body}
    </section>
  );
}
