import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { forgetLoginUser } from '../../../lib/login-user/login-user-store';
import { memberKeys } from '../api/member-keys';
import { useWithdraw } from '../api/withdraw';
import '../member-catalogue';

type TWithdrawFormProps = {
  onCancel: () => void;
  /** the server no longer counts the password check (its time passed): ask for it again */
  onCheckExpired: () => void;
};

/** Withdrawal after the password check, with a confirmation; the session ends and the user lands on /main. */
export function WithdrawForm({ onCancel, onCheckExpired }: TWithdrawFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withdraw = useWithdraw();

  const onWithdraw = async () => {
    if (!(await showConfirm(t('member.myInfo.withdrawConfirm')))) return;
    const done = await withdraw.mutateAsync().catch((error: unknown) => {
      if (isApiError(error) && error.status === 403) onCheckExpired();
    });
    if (!done) return;
    forgetLoginUser();
    await showAlert(t('member.myInfo.withdrawn'));
    await navigate('/main', { replace: true });
    // after leaving the page, so nothing asks for the ended session's data again
    queryClient.removeQueries({ queryKey: memberKeys.all });
    await queryClient.invalidateQueries();
  };

  return (
    <div className="member-form">
      <p className="member-intro">{t('member.myInfo.withdrawNote')}</p>
      <div className="member-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('member.myInfo.cancel')}
        </button>
        <button type="button" className="btn btn--primary" disabled={withdraw.isPending} onClick={() => void onWithdraw()}>
          {t('member.myInfo.withdrawSubmit')}
        </button>
      </div>
    </div>
  );
}
