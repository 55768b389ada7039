import { STDNT_EBLC_LIMITS, STDNT_EBLC_MESSAGES, type TStdntEblcCheckResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormField, Input } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useManagedClasses } from '../api/mbr-mng-queries';
import { checkSheet, downloadTemplate, registerSheet, typedSheet } from '../api/stdnt-eblc-calls';
import { stdntMngKeys } from '../api/stdnt-mng-keys';
import { EblcCheckResult } from '../components/eblc-check-result';
import { classLabelOf, ManagedClassSelect } from '../components/managed-class-select';
import '../stdnt-mng-catalogue';
import '../stdnt-mng.css';

type TFieldErrors = { clsId?: string; file?: string };
type TDone = { cls: string; count: number };

/**
 * /myPage/stdntEblcUld (issue 18): a teacher registers a class's students from the template. The
 * check reads every row and lists every error; nothing is written until all rows are right; the
 * credentials sheet is the register's answer, downloaded once (the server keeps no password in
 * clear). A new file or class asks for a new check before 등록.
 */
export function StdntEblcUldPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const classes = useManagedClasses();
  const [clsId, setClsId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [result, setResult] = useState<TStdntEblcCheckResponse | null>(null);
  const [busy, setBusy] = useState<'check' | 'register' | null>(null);
  const [done, setDone] = useState<TDone | null>(null);
  const clsRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const list = classes.data?.list ?? [];
  const clsName = clsId ? classLabelOf(list, Number(clsId), t) : '';

  // spec §5: the first failing field shows its message and takes the focus
  function validSheet(): Blob | null {
    const next: TFieldErrors = {};
    if (!clsId) next.clsId = t('stdntMng.eblc.clsRequired');
    if (!file) next.file = t('stdntMng.eblc.fileRequired');
    const sheet = file && typedSheet(file);
    if (file && !sheet) next.file = STDNT_EBLC_MESSAGES.fileType;
    setErrors(next);
    if (next.clsId) clsRef.current?.focus();
    else if (next.file) fileRef.current?.focus();
    return next.clsId || next.file ? null : sheet;
  }

  async function onCheck(event: FormEvent) {
    event.preventDefault();
    const sheet = validSheet();
    if (!sheet) return;
    setBusy('check');
    try {
      setResult(await checkSheet(Number(clsId), sheet));
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(null);
    }
  }

  async function onRegister() {
    const sheet = validSheet();
    if (!sheet || !result) return;
    if (!(await showConfirm(t('stdntMng.eblc.confirmRegister', { cls: clsName, count: result.rows.length })))) return;
    setBusy('register');
    try {
      const outcome = await registerSheet(Number(clsId), sheet);
      if (outcome.ok) {
        setDone({ cls: clsName, count: result.rows.length });
        await queryClient.invalidateQueries({ queryKey: stdntMngKeys.all });
      } else if ('errors' in outcome) {
        setResult({ rows: result.rows, errors: outcome.errors });
      } else {
        await showAlert(outcome.message);
      }
    } finally {
      setBusy(null);
    }
  }

  // another class or file is another check
  const onClass = (event: ChangeEvent<HTMLSelectElement>) => {
    setClsId(event.currentTarget.value);
    setResult(null);
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setResult(null);
  };
  const again = () => {
    setDone(null);
    setResult(null);
    setFile(null);
  };

  if (classes.isPending) return <p role="status">{t('stdntMng.loading')}</p>;
  if (classes.isError) return <p role="alert">{t('stdntMng.loadFailed')}</p>;

  if (done) {
    return (
      <div className="stdnt-mng">
        <section className="stdnt-mng__done" aria-labelledby="eblc-done-title">
          <h2 id="eblc-done-title" ref={doneRef} tabIndex={-1} className="stdnt-mng__title">
            {t('stdntMng.eblc.doneTitle')}
          </h2>
          <p>{t('stdntMng.eblc.done', done)}</p>
          <p className="stdnt-mng__warn">{t('stdntMng.eblc.doneOnce')}</p>
          <p>{t('stdntMng.eblc.doneFirstLogin')}</p>
          <p>{t('stdntMng.eblc.doneLost')}</p>
          <button type="button" className="btn btn--secondary" onClick={again}>
            {t('stdntMng.eblc.again')}
          </button>
        </section>
      </div>
    );
  }

  const canRegister = result !== null && result.errors.length === 0 && result.rows.length > 0;
  return (
    <div className="stdnt-mng">
      <p>{t('stdntMng.eblc.intro')}</p>
      <section aria-labelledby="eblc-steps-title">
        <h2 id="eblc-steps-title" className="stdnt-mng__title">
          {t('stdntMng.eblc.steps')}
        </h2>
        <ol className="stdnt-mng__steps">
          {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
            <li key={step}>{t(`stdntMng.eblc.${step}`)}</li>
          ))}
        </ol>
      </section>
      {list.length === 0 ? (
        <p className="card-list__empty">{t('stdntMng.noClasses')}</p>
      ) : (
        <form className="stdnt-mng__form" noValidate onSubmit={(event) => void onCheck(event)}>
          <FormField label={t('stdntMng.eblc.cls')} required error={errors.clsId}>
            <ManagedClassSelect ref={clsRef} classes={list} value={clsId} onChange={onClass} />
          </FormField>
          <div>
            <button type="button" className="btn btn--secondary" onClick={() => void downloadTemplate().catch(() => undefined)}>
              {t('stdntMng.eblc.template')}
            </button>
          </div>
          <FormField label={t('stdntMng.eblc.file')} required error={errors.file} hint={t('stdntMng.eblc.fileHint', { max: STDNT_EBLC_LIMITS.maxRows })}>
            <Input ref={fileRef} type="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" onChange={onFile} />
          </FormField>
          <div className="stdnt-mng__actions">
            <button type="submit" className="btn btn--secondary" disabled={busy !== null}>
              {t('stdntMng.eblc.check')}
            </button>
            <button type="button" className="btn btn--primary" disabled={!canRegister || busy !== null} onClick={() => void onRegister()}>
              {t('stdntMng.eblc.register')}
            </button>
          </div>
          {busy && (
            <p role="status" className="stdnt-mng__busy">
              {t(busy === 'check' ? 'stdntMng.eblc.checking' : 'stdntMng.eblc.registering')}
            </p>
          )}
        </form>
      )}
      {result && <EblcCheckResult result={result} headingRef={resultRef} />}
    </div>
  );
}
