import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { useVerificationResult } from '../api/get-verification-result';
import { postJoin } from '../api/post-join';
import { JoinProfileForm } from '../components/join-profile-form';
import { JoinRestart } from '../components/join-restart';
import { JoinSteps } from '../components/join-steps';
import { guardianBody, profileBody } from '../lib/join-body';
import { readJoinDraft, updateJoinDraft } from '../lib/join-draft';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

/**
 * spec §2 /mbrJoin/mbrJoinWrite: the member form after the JOIN verification. The page is also
 * where a guardian's verification returns (?vrfcId= of a GUARDIAN verification): which one came
 * back is told by its purpose, and both are kept in the draft.
 */
export function MbrJoinWritePage() {
  return (
    <>
      <JoinSteps current="write" />
      <MbrJoinWriteStep />
    </>
  );
}

function MbrJoinWriteStep() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [draft] = useState(() => readJoinDraft('MBR'));
  const back = useVerificationResult(params.get('vrfcId') ?? undefined);
  const joinVrfcId = back.data?.purposeCd === 'JOIN' ? back.data.vrfcId : draft?.vrfcId;
  const guardianVrfcId = back.data?.purposeCd === 'GUARDIAN' ? back.data.vrfcId : draft?.guardianVrfcId;
  const person = useVerificationResult(joinVrfcId);
  const guardian = useVerificationResult(guardianVrfcId);

  useEffect(() => {
    if (draft && (joinVrfcId || guardianVrfcId)) updateJoinDraft('MBR', { vrfcId: joinVrfcId, guardianVrfcId });
  }, [draft, joinVrfcId, guardianVrfcId]);

  const { mbrTypeAuthrt, agreements } = draft ?? {};
  if (!mbrTypeAuthrt || !agreements) return <JoinRestart message={t('join.alert.noDraft')} />;
  if (back.isLoading || person.isLoading || guardian.isLoading)
    return (
      <p className="join" role="status">
        {t('join.loading')}
      </p>
    );
  if (!person.data) return <JoinRestart message={t('join.alert.noVerification')} />;
  const { vrfcId, userNm, brdt } = person.data;

  return (
    <JoinProfileForm
      key={vrfcId}
      mbrTypeAuthrt={mbrTypeAuthrt}
      identity={{ kind: 'verified', userNm, brdt }}
      guardianNm={guardian.data?.purposeCd === 'GUARDIAN' ? guardian.data.userNm : undefined}
      returnPath="/mbrJoin/mbrJoinWrite"
      initialValues={draft?.form}
      initialCheckedUserId={draft?.checkedUserId}
      onKeep={(form, checkedUserId) => updateJoinDraft('MBR', { form, checkedUserId })}
      submit={(values) =>
        postJoin({
          mbrTypeAuthrt,
          ...profileBody(values),
          agreements,
          vrfcId,
          ...guardianBody(values, guardian.data?.vrfcId),
          socialYn: draft?.socialYn,
        })
      }
    />
  );
}
