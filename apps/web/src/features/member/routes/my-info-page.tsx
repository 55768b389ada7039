import { SCHL_TYPE, type TLoginProcResponse, type TMyInfo, type TSchlTypeCd } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert } from '../../../components/modal/modal-store';
import { saveLoginUser } from '../../../lib/login-user/login-user-store';
import { useMyInfo } from '../api/get-my-info';
import { memberKeys } from '../api/member-keys';
import { MyInfoForm } from '../components/my-info-form';
import { PswdChgForm } from '../components/pswd-chg-form';
import { WithdrawForm } from '../components/withdraw-form';
import '../member.css';
import '../member-catalogue';

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

/** spec §2 /myPage/myInfo: my data, its editable part, the password change and withdrawal. */
export function MyInfoPage() {
  const { t } = useTranslation();
  const { data: info, isPending } = useMyInfo();
  if (isPending) return <p role="status">{t('member.myInfo.loading')}</p>;
  if (!info) return null;
  return (
    <div className="member-page member-page--wide">
      <BasicInfo info={info} />
      <div className="member-section">
        <MyInfoForm info={info} />
      </div>
      <PswdSection info={info} />
      <div className="member-section">
        <WithdrawForm />
      </div>
    </div>
  );
}

function BasicInfo({ info }: { info: TMyInfo }) {
  const { t } = useTranslation();
  const schlType = info.schlTypeCd ? (SCHL_TYPE[info.schlTypeCd as TSchlTypeCd] ?? info.schlTypeCd) : null;
  const providers = info.socialProviders.map((p) => t(`member.provider.${p}`)).join(', ');
  const rows: [string, string][] = [
    [t('member.myInfo.userId'), info.userId],
    [t('member.myInfo.userNm'), info.userNm],
    [t('member.myInfo.brdt'), info.brdt ?? '-'],
    [t('member.myInfo.mbrType'), info.mbrTypeNm],
    ...(schlType ? [[t('member.myInfo.schlType'), schlType] as [string, string]] : []),
    [t('member.myInfo.joinAt'), dateOf(info.joinAt)],
    [t('member.myInfo.pswdChgAt'), dateOf(info.pswdChgAt)],
    [t('member.myInfo.social'), providers || t('member.myInfo.socialNone')],
  ];
  return (
    <section aria-labelledby="my-info-basic">
      <h2 id="my-info-basic" className="member-section__title">
        {t('member.myInfo.basic')}
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

function PswdSection({ info }: { info: TMyInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const who = useMemo(() => ({ userId: info.userId, brdt: info.brdt }), [info.userId, info.brdt]);

  const onDone = async ({ loginUserInfo }: TLoginProcResponse) => {
    if (loginUserInfo) saveLoginUser(loginUserInfo);
    await queryClient.invalidateQueries({ queryKey: memberKeys.myInfo() });
    await showAlert(t('member.pswdChg.done'));
  };

  return (
    <section className="member-section" aria-labelledby="my-info-pswd">
      <h2 id="my-info-pswd" className="member-section__title">
        {t('member.myInfo.pswd')}
      </h2>
      <PswdChgForm who={who} onDone={onDone} />
    </section>
  );
}
