import { ZIdntfCallbackRequest } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { toSafeRedirectPath } from '../../../lib/api';
import { postVerificationCallback } from '../api/post-verification-callback';
import { JoinRestart } from '../components/join-restart';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

const CALLBACK_KEYS = new Set(Object.keys(ZIdntfCallbackRequest.shape));

/**
 * spec §2 /mbrJoin/niceCallback: where every provider sends the browser back. The provider's
 * values go to the server, which checks and stores the result; then on to the page that asked,
 * replacing this address so the values do not stay in the history.
 */
export function NiceCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const posted = useRef(false);

  useEffect(() => {
    // once per arrival: a second post would find the verification used
    if (posted.current) return;
    posted.current = true;
    const body = Object.fromEntries([...params].filter(([key]) => CALLBACK_KEYS.has(key)));
    postVerificationCallback(body).then(
      (result) => navigate(`${toSafeRedirectPath(result.returnPath)}?vrfcId=${encodeURIComponent(result.vrfcId)}`, { replace: true }),
      () => setFailed(true),
    );
  }, [params, navigate]);

  return failed ? (
    <JoinRestart message={t('join.callback.failed')} />
  ) : (
    <p className="join" role="status">
      {t('join.callback.checking')}
    </p>
  );
}
