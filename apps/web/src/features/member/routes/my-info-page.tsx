import { SCHL_TYPE, type TLoginProcResponse, type TMyInfo, type TSchlTypeCd } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert } from '../../../components/modal/modal-store';
import { saveLoginUser } from '../../../lib/login-user/login-user-store';
import { useMyInfo } from '../api/get-my-info';
import { memberKeys } from '../api/member-keys';
import { MyInfoForm, TchrSchlNote } from '../components/my-info-form';
import { PswdCheckForm } from '../components/pswd-check-form';
import { PswdChgForm } from '../components/pswd-chg-form';
import { WithdrawForm } from '../components/withdraw-form';
import '../member.css';
import '../member-catalogue';

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

type TStep = 'view' | 'edit' | 'pswd' | 'withdraw';

/**
 * spec §2 /myPage/myInfo in separate steps (issue 14): the data first, then 정보 수정, 비밀번호
 * 변경 or 회원 탈퇴. Editing and withdrawing first ask for the password again; the server counts
 * that check for a few minutes (validUntil) and refuses both without it.
 */
export function MyInfoPage() {
  const { t } = useTranslation();
  const { data: info, isPending } = useMyInfo();
  const [step, setStep] = useState<TStep>('view');
  /** until when the server counts the password check; 0 when it must be asked */
  const [checkedUntil, setCheckedUntil] = useState(0);
  if (isPending) return <p role="status">{t('member.myInfo.loading')}</p>;
  if (!info) return null;

  const toView = () => setStep('view');
  const toStep = (next: TStep) => {
    if (checkedUntil <= Date.now()) setCheckedUntil(0);
    setStep(next);
  };
  const checkFirst = (content: ReactNode) =>
    checkedUntil > 0 ? content : <PswdCheckForm pswdYn={info.pswdYn} onChecked={setCheckedUntil} onCancel={toView} />;
  const expire = () => setCheckedUntil(0);

  return (
    <div className="member-page member-page--wide">
      {step === 'view' && <MyInfoView info={info} onStep={toStep} />}
      {step === 'edit' && (
        <StepSection title={t('member.myInfo.editTitle')}>
          {checkFirst(<MyInfoForm info={info} onDone={toView} onCancel={toView} onCheckExpired={expire} />)}
        </StepSection>
      )}
      {step === 'pswd' && (
        <StepSection title={t('member.myInfo.pswd')}>
          {info.pswdYn === 'Y' ? <PswdSection info={info} onDone={toView} /> : <PswdCheckForm pswdYn="N" onChecked={toView} onCancel={toView} />}
        </StepSection>
      )}
      {step === 'withdraw' && (
        <StepSection title={t('member.myInfo.withdraw')}>{checkFirst(<WithdrawForm onCancel={toView} onCheckExpired={expire} />)}</StepSection>
      )}
    </div>
  );
}

/** One step after the data: its heading takes the focus, so keyboard and screen reader users start there. */
function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="my-info-step">
      <h2 id="my-info-step" ref={headingRef} tabIndex={-1} className="member-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MyInfoView({ info, onStep }: { info: TMyInfo; onStep: (step: TStep) => void }) {
  const { t } = useTranslation();
  const schlType = info.schlTypeCd ? (SCHL_TYPE[info.schlTypeCd as TSchlTypeCd] ?? info.schlTypeCd) : null;
  const providers = info.socialProviders.map((p) => t(`member.provider.${p}`)).join(', ');
  const withSchool = info.userTypeCd === 'S' || info.userTypeCd === 'T';
  const address = [info.zip && `(${info.zip})`, info.addr, info.addrDtl].filter(Boolean).join(' ');
  const basic: [string, string][] = [
    [t('member.myInfo.userId'), info.userId],
    [t('member.myInfo.userNm'), info.userNm],
    [t('member.myInfo.brdt'), info.brdt ?? '-'],
    [t('member.myInfo.mbrType'), info.mbrTypeNm],
    [t('member.myInfo.joinAt'), dateOf(info.joinAt)],
    [t('member.myInfo.pswdChgAt'), dateOf(info.pswdChgAt)],
    [t('member.myInfo.social'), providers || t('member.myInfo.socialNone')],
  ];
  const contact: [string, string][] = [
    [t('member.myInfo.email'), info.email ?? '-'],
    [t('member.myInfo.mblTelno'), info.mblTelno ?? '-'],
    [t('member.myInfo.address'), address || '-'],
  ];
  const school: [string, string][] = [
    [t('member.myInfo.schlNm'), info.schlNm ?? '-'],
    ...(schlType ? [[t('member.myInfo.schlType'), schlType] as [string, string]] : []),
    [t('member.myInfo.grd'), info.grd === null ? '-' : t('member.myInfo.grdValue', { grd: info.grd })],
    [t('member.myInfo.clsNm'), info.clsNm ?? '-'],
  ];
  return (
    <>
      <InfoList id="my-info-basic" title={t('member.myInfo.basic')} rows={basic} />
      <InfoList id="my-info-contact" title={t('member.myInfo.contact')} rows={contact} />
      {withSchool && <InfoList id="my-info-school" title={t('member.myInfo.school')} rows={school} />}
      {info.userTypeCd === 'T' && <TchrSchlNote />}
      <div className="member-actions" role="group" aria-label={t('member.myInfo.actions')}>
        <button type="button" className="btn btn--primary" onClick={() => onStep('edit')}>
          {t('member.myInfo.editButton')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onStep('pswd')}>
          {t('member.myInfo.pswd')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => onStep('withdraw')}>
          {t('member.myInfo.withdraw')}
        </button>
      </div>
    </>
  );
}

function InfoList({ id, title, rows }: { id: string; title: string; rows: [string, string][] }) {
  return (
    <section aria-labelledby={id} className="member-info-group">
      <h2 id={id} className="member-section__title">
        {title}
      </h2>
      <dl className="member-info">
        {rows.map(([label, value]) => (
          <div key={label} className="member-info__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PswdSection({ info, onDone }: { info: TMyInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const who = useMemo(() => ({ userId: info.userId, brdt: info.brdt }), [info.userId, info.brdt]);

  const done = async ({ loginUserInfo }: TLoginProcResponse) => {
    if (loginUserInfo) saveLoginUser(loginUserInfo);
    await queryClient.invalidateQueries({ queryKey: memberKeys.myInfo() });
    await showAlert(t('member.pswdChg.done'));
    onDone();
  };

  return (
    <PswdChgForm
      who={who}
      onDone={done}
      secondary={
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t('member.myInfo.cancel')}
        </button>
      }
    />
  );
}
