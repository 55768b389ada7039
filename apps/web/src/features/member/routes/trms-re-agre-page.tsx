import { MY_INFO_MESSAGES, type TTrmsReAgreItem } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CheckboxGroup } from '../../../components/form';
import { useAgreeTrms } from '../api/agree-trms';
import { useTrmsReAgre } from '../api/get-trms-re-agre';
import { useFinishLogin } from '../../../lib/login-user/use-finish-login';
import '../member.css';
import '../member-catalogue';

const keyOf = (t: Pick<TTrmsReAgreItem, 'trmsCd' | 'trmsVer'>) => `${t.trmsCd}:${t.trmsVer}`;

/**
 * spec §2 /login/trmsReAgre: a login whose member has not agreed to the current version of a
 * required terms stops here. The changed terms are shown in full (or, for a member with no
 * agreement on file, all of them as a first agreement); agreeing to all of them finishes this step
 * (then the password change, or the page the login was headed for).
 */
export function TrmsReAgrePage() {
  const { t } = useTranslation();
  const { data, isPending } = useTrmsReAgre();
  const trmsList = data?.trmsList ?? [];
  const [checked, setChecked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const agree = useAgreeTrms();
  const finishLogin = useFinishLogin();
  // a member who never agreed to any version (a bulk-registered account's first login) is asked to agree, not told the terms changed
  const first = trmsList.length > 0 && trmsList.every((item) => item.firstYn === 'Y');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trmsList.some((item) => !checked.includes(keyOf(item)))) {
      setError(first ? MY_INFO_MESSAGES.trmsFirstRequired : MY_INFO_MESSAGES.trmsRequired);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="agreements"]:not(:checked)')?.focus();
      return;
    }
    const agreements = trmsList.map((item) => ({ trmsCd: item.trmsCd, trmsVer: item.trmsVer, agreYn: 'Y' as const }));
    const result = await agree.mutateAsync({ agreements }).catch(() => undefined);
    if (result) await finishLogin(result);
  };

  return (
    <div className="member-page member-page--wide">
      {/* the wording waits for the answer: which one fits is known only then */}
      {data && <p className="member-intro">{t(first ? 'member.trmsReAgre.firstIntro' : 'member.trmsReAgre.intro')}</p>}
      {isPending && <p role="status">{t('member.trmsReAgre.loading')}</p>}
      {data && trmsList.length === 0 && <p>{t('member.trmsReAgre.empty')}</p>}
      {trmsList.map((item) => (
        <section key={keyOf(item)} className="member-terms" aria-labelledby={`trms-${item.trmsCd}`}>
          <h2 id={`trms-${item.trmsCd}`} className="member-terms__title">
            {item.trmsNm}
          </h2>
          {/* the full text is plain text (SECURITY 2); the box scrolls by keyboard too */}
          <div className="member-terms__text" tabIndex={0} role="region" aria-label={t('member.trmsReAgre.text', { trmsNm: item.trmsNm })}>
            {item.cn}
          </div>
        </section>
      ))}
      {data && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('member.trmsReAgre.title')}>
          {trmsList.length > 0 && (
            <CheckboxGroup
              name="agreements"
              legend={t(first ? 'member.trmsReAgre.firstLegend' : 'member.trmsReAgre.legend')}
              required
              selectAll={trmsList.length > 1}
              options={trmsList.map((item) => ({ key: keyOf(item), value: keyOf(item), label: t('member.trmsReAgre.agree', { trmsNm: item.trmsNm }) }))}
              value={checked}
              onChange={(next) => {
                setChecked(next);
                setError(undefined);
              }}
              error={error}
            />
          )}
          <div className="member-actions">
            <button type="submit" className="btn btn--primary" disabled={agree.isPending}>
              {t('member.trmsReAgre.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
