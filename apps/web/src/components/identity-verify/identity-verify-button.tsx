import type { TIdntfPurpose, TIdntfStartResponse } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { toSafeRedirectPath } from '../../lib/api';
import { startVerification } from './start-verification';
import '../../lib/catalogues/join-catalogue';

export type TIdentityVerifyButtonProps = {
  purposeCd: TIdntfPurpose;
  /** the page the browser comes back to with ?vrfcId= (a page of the route table) */
  returnPath: string;
  label?: string;
  /** runs first; false keeps the user on the page (e.g. the terms are not agreed yet) */
  beforeStart?: () => boolean | Promise<boolean>;
  className?: string;
};

/** NICE's window opens by a form post; the page's CSP allows that host as a form target. */
function postProviderForm(form: NonNullable<TIdntfStartResponse['form']>) {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

/**
 * Starts an identity verification (spec §2 nice) and leaves the page for the provider's window;
 * the provider sends the browser back to /mbrJoin/niceCallback, which continues to returnPath.
 */
export function IdentityVerifyButton({ purposeCd, returnPath, label, beforeStart, className = 'btn btn--primary' }: TIdentityVerifyButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (beforeStart && !(await beforeStart())) return;
    setBusy(true);
    try {
      const answer = await startVerification({ purposeCd, returnPath });
      if (answer.form) postProviderForm(answer.form);
      else window.location.assign(toSafeRedirectPath(answer.redirectUrl));
    } catch {
      // the HTTP client has shown the server's message already
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void start()} disabled={busy} aria-busy={busy || undefined}>
      {label ?? t('join.verify.button')}
    </button>
  );
}
