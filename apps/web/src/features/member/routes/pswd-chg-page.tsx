import type { TLoginProcResponse } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert } from '../../../components/modal/modal-store';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { PswdChgForm } from '../components/pswd-chg-form';
import { useFinishLogin } from '../../../lib/login-user/use-finish-login';
import '../member.css';
import '../member-catalogue';

/**
 * /login/pswdChg: the forced change of a bulk-registered account (a login pending PSWD_CHG, no
 * saved login user yet) and the periodic change of a logged-in member.
 */
export function PswdChgPage() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const who = useMemo(() => ({ userId: user?.userId, brdt: user?.brdt }), [user?.userId, user?.brdt]);
  const finishLogin = useFinishLogin();

  const onDone = async (result: TLoginProcResponse) => {
    await showAlert(t('member.pswdChg.done'));
    await finishLogin(result);
  };

  return (
    <div className="member-page">
      <p className="member-intro">{user ? t('member.pswdChg.periodic') : t('member.pswdChg.forced')}</p>
      <PswdChgForm who={who} onDone={onDone} />
    </div>
  );
}
