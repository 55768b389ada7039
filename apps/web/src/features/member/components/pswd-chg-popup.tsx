import type { TLoginProcResponse } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showAlert } from '../../../components/modal/modal-store';
import { UserPopup } from '../../../components/modal/user-popup';
import { saveLoginUser, useLoginUser } from '../../../lib/login-user/login-user-store';
import '../member.css';
import { PswdChgForm } from './pswd-chg-form';
import '../member-catalogue';

export type TPswdChgPopupProps = { open: boolean; onClose: () => void };

/**
 * The periodic password change (spec §2 password-change popup): shown after login when the
 * password is older than the configured age (loginUserInfo.pswdChgNeedYn). '다음에 변경' closes it.
 */
export function PswdChgPopup({ open, onClose }: TPswdChgPopupProps) {
  const { t } = useTranslation();
  return (
    <UserPopup open={open} onClose={onClose} title={t('member.pswdPopup.title')}>
      <PopupBody onClose={onClose} />
    </UserPopup>
  );
}

function PopupBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useLoginUser();
  const who = useMemo(() => ({ userId: user?.userId, brdt: user?.brdt }), [user?.userId, user?.brdt]);

  const onDone = async ({ loginUserInfo }: TLoginProcResponse) => {
    if (loginUserInfo) saveLoginUser(loginUserInfo);
    onClose();
    await showAlert(t('member.pswdChg.done'));
  };

  return (
    <>
      <p className="member-intro">{t('member.pswdPopup.message')}</p>
      <PswdChgForm
        who={who}
        onDone={onDone}
        secondary={
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('member.pswdPopup.later')}
          </button>
        }
      />
    </>
  );
}
