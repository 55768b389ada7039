import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { useOauthPending } from '../api/get-oauth-pending';
import { useVerificationResult } from '../api/get-verification-result';
import { postMajuonJoin } from '../api/post-majuon-join';
import { JoinProfileForm } from '../components/join-profile-form';
import { JoinRestart } from '../components/join-restart';
import { JoinSteps } from '../components/join-steps';
import { guardianBody, profileBody } from '../lib/join-body';
import { readJoinDraft, updateJoinDraft } from '../lib/join-draft';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

/**
 * spec §2 /mbrJoin/majuonMbrJoinWrite: the member form of the partner join. The partner gives the
 * name (typed when it gave none); the birth date is typed; a child's guardian still verifies and
 * comes back here with ?vrfcId=.
 */
export function MajuonJoinWritePage() {
  return (
    <>
      <JoinSteps current="write" />
      <MajuonJoinWriteStep />
    </>
  );
}

function MajuonJoinWriteStep() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [draft] = useState(() => readJoinDraft('MAJUON'));
  const pending = useOauthPending();
  const back = useVerificationResult(params.get('vrfcId') ?? undefined);
  const guardianVrfcId = back.data?.purposeCd === 'GUARDIAN' ? back.data.vrfcId : draft?.guardianVrfcId;
  const guardian = useVerificationResult(guardianVrfcId);

  useEffect(() => {
    if (draft && guardianVrfcId) updateJoinDraft('MAJUON', { guardianVrfcId });
  }, [draft, guardianVrfcId]);

  const { mbrTypeAuthrt, agreements } = draft ?? {};
  if (!mbrTypeAuthrt || !agreements) return <JoinRestart message={t('join.alert.noDraft')} to="/mbrJoin/joinMajuon" />;
  if (pending.isLoading || back.isLoading || guardian.isLoading)
    return (
      <p className="join" role="status">
        {t('join.loading')}
      </p>
    );
  if (pending.data?.providerCd !== 'majuon') return <JoinRestart message={t('join.majuon.noPending')} to="/login" label={t('join.majuon.toLogin')} />;

  return (
    <JoinProfileForm
      mbrTypeAuthrt={mbrTypeAuthrt}
      identity={{ kind: 'typed', userNm: pending.data.userNm }}
      guardianNm={guardian.data?.purposeCd === 'GUARDIAN' ? guardian.data.userNm : undefined}
      returnPath="/mbrJoin/majuonMbrJoinWrite"
      initialValues={draft?.form}
      initialCheckedUserId={draft?.checkedUserId}
      onKeep={(form, checkedUserId) => updateJoinDraft('MAJUON', { form, checkedUserId })}
      submit={(values) =>
        postMajuonJoin({
          mbrTypeAuthrt,
          ...profileBody(values),
          userNm: values.userNm,
          brdt: values.brdt,
          agreements,
          ...guardianBody(values, guardian.data?.vrfcId),
        })
      }
    />
  );
}
