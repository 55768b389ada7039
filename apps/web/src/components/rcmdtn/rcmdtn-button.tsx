import { COMMON_LOG_MESSAGES, type TRcmdtnTarget } from '@portal/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getLoginUser } from '../../lib/auth-storage';
import { loginPathFor } from '../../lib/login-path';
import { showAlert, showConfirm } from '../modal/modal-store';
import { useRcmdtnCount } from './get-rcmdtn-count';
import { useSaveRcmdtn } from './save-rcmdtn';
import './rcmdtn.css';

/** Longer texts live here, not in the public first-load catalogue. */
const TEXT = {
  loginConfirm: '추천은 로그인한 회원만 할 수 있습니다.\n로그인 화면으로 이동하시겠습니까?',
  done: '추천했습니다.',
};

export type TRcmdtnButtonProps = {
  target: TRcmdtnTarget;
  /** the button's word (추천) */
  label: string;
  /** what a second click announces (이미 추천한 도서입니다.) */
  alreadyText: string;
};

/**
 * The '추천' button with its count (spec §7 rcmdtn): one recommendation per member, so a second
 * click changes nothing. A guest is offered the login page; an administrator is told no (the
 * server refuses both as well).
 */
export function RcmdtnButton({ target, label, alreadyText }: TRcmdtnButtonProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const count = useRcmdtnCount(target);
  const save = useSaveRcmdtn(target);
  const [status, setStatus] = useState('');
  const recommended = count.data?.rcmdtnYn === 'Y';

  async function onClick() {
    const user = getLoginUser();
    if (user?.isLogin !== 'Y') {
      if (await showConfirm(TEXT.loginConfirm)) void navigate(loginPathFor(pathname));
      return;
    }
    if (user.userTypeCd === 'A') {
      await showAlert(COMMON_LOG_MESSAGES.adminRefused);
      return;
    }
    const before = recommended;
    // a refusal was already shown by the API client's dialog
    await save.mutateAsync().then(
      () => setStatus(before ? alreadyText : TEXT.done),
      () => undefined,
    );
  }

  return (
    <div className="rcmdtn">
      <button type="button" className="btn btn--secondary" aria-pressed={recommended} disabled={save.isPending} onClick={() => void onClick()}>
        {label} <span className="rcmdtn__count">{count.data?.count ?? 0}</span>
      </button>
      <p className="sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
