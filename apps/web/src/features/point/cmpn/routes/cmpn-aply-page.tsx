import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useAfterRender } from '../../../../lib/use-after-render';
import { useOpenCmpns } from '../api/cmpn-queries';
import { CmpnAplyForm } from '../components/cmpn-aply-form';
import { CmpnCard } from '../components/cmpn-card';
import { MyAplyList } from '../components/my-aply-list';
import '../cmpn-catalogue';
import '../cmpn.css';

/**
 * /myPage/cmpnPoint/cmpnPointAply (issue 15): the campaigns open today, applying to one with the
 * proof it asks for, and the student's applications with their status. Students only (spec §6):
 * the server refuses anyone else and the API client says why.
 */
export function CmpnAplyPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const afterRender = useAfterRender();
  const open = useOpenCmpns();
  const [applyingId, setApplyingId] = useState<number | null>(null);
  const applying = open.data?.list.find((c) => c.cmpnId === applyingId && c.canApply);

  useEffect(() => {
    if (applyingId !== null) formHeadingRef.current?.focus();
  }, [applyingId]);

  const close = () => {
    const id = applyingId;
    setApplyingId(null);
    // back to the card's button, so keyboard users keep their place
    if (id !== null) afterRender(() => document.querySelector<HTMLButtonElement>(`#cmpn-${id}-title ~ .cmpn__actions button`)?.focus());
  };

  return (
    <div className="cmpn">
      <section className="cmpn__section" aria-labelledby={headingId}>
        <h2 id={headingId} className="cmpn__subtitle">
          {t('cmpn.openTitle')}
        </h2>
        <p className="cmpn__intro">{t('cmpn.intro')}</p>
        {open.isPending && <p role="status">{t('cmpn.loading')}</p>}
        {open.isError && <p role="alert">{t('cmpn.loadFailed')}</p>}
        {open.data && open.data.list.length === 0 && <p className="cmpn__empty">{t('cmpn.empty')}</p>}
        {open.data && open.data.list.length > 0 && (
          <ul className="cmpn__cards" aria-label={t('cmpn.openTitle')}>
            {open.data.list.map((cmpn) => (
              <li key={cmpn.cmpnId}>
                <CmpnCard cmpn={cmpn} applying={cmpn.cmpnId === applyingId} onApply={() => setApplyingId(cmpn.cmpnId)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {applying && (
        <section className="cmpn__section cmpn__apply" aria-labelledby="cmpn-apply-title">
          <h2 id="cmpn-apply-title" ref={formHeadingRef} tabIndex={-1} className="cmpn__subtitle">
            {t('cmpn.form.title', { cmpnTtl: applying.cmpnTtl })}
          </h2>
          <CmpnAplyForm key={applying.cmpnId} cmpn={applying} onDone={() => setApplyingId(null)} onCancel={close} />
        </section>
      )}
      <MyAplyList />
    </div>
  );
}
