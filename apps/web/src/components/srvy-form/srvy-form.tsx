import {
  keptAnswers,
  SRVY_MESSAGES,
  srvyAnswerProblems,
  visibleQstns,
  type TSrvyAnswer,
  type TSrvyAnswerProblem,
  type TSrvyAnswers,
  type TSrvyDef,
  type TSrvyQstn,
} from '@portal/contract';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { focusAnswer } from '../../lib/answering';
import { useTranslation } from '../../lib/i18n';
import type { TSrvyFile, TSrvyUpload } from './qstn-inputs';
import { qstnElementId, SrvyQstn } from './srvy-qstn';
import './srvy-form.css';
import './srvy-form-catalogue';

export type TSrvyFormMode = 'answer' | 'preview';

export type TSrvyFormProps = {
  def: TSrvyDef;
  answers: TSrvyAnswers;
  /** every change: the answers as they now are and the question that changed */
  onChange: (answers: TSrvyAnswers, qstnId: string) => void;
  /** preview: everything works but nothing is submitted or uploaded */
  mode: TSrvyFormMode;
  /** problems found elsewhere (the server's refusal): shown like the form's own, the first one focused */
  problems?: readonly TSrvyAnswerProblem[];
  /** the answers passed every check (only the kept ones: hidden questions' answers are dropped) */
  onSubmit?: (answers: TSrvyAnswers) => void;
  submitting?: boolean;
  /** uploads a FILE question's files (none in the preview) */
  onUpload?: TSrvyUpload;
  /** the files the saved draft's FILE answers hold, by question (listed with this visit's uploads) */
  savedFiles?: Readonly<Record<string, readonly TSrvyFile[]>>;
  /** each move to another page (the host saves its draft then) */
  onPageChange?: () => void;
  /** a line under the buttons (the draft's saving) */
  status?: ReactNode;
};

type TShownPage = { pageId: string; pageTtl?: string; qstns: TSrvyQstn[] };
type TFocus = { target: 'heading' } | { target: 'qstn'; qstnId: string };

/** The pages with at least one question shown for these answers. */
function shownPages(def: TSrvyDef, answers: TSrvyAnswers): TShownPage[] {
  const shown = new Set(visibleQstns(def, answers).map((q) => q.qstnId));
  return def.pages.map((page) => ({ ...page, qstns: page.qstns.filter((q) => shown.has(q.qstnId)) })).filter((page) => page.qstns.length > 0);
}

/**
 * A survey to answer (issue 17), also the administrators' preview and the fusion pages' before and
 * after surveys: a page of questions at a time with 이전/다음 and the progress, the questions shown
 * by their conditions, every question type. 다음 and 제출 check the answers with the contract's
 * srvyAnswerProblems (the server's own rules): each problem is said right after its question and
 * the first one is focused (spec §5).
 */
export function SrvyForm({ def, answers, onChange, mode, problems, onSubmit, submitting = false, onUpload, savedFiles, onPageChange, status }: TSrvyFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState<readonly TSrvyAnswerProblem[]>([]);
  const [focus, setFocus] = useState<TFocus | null>(null);
  const [previewDone, setPreviewDone] = useState(false);
  // kept here, not in the question, so a page change keeps the names
  const [files, setFiles] = useState<Readonly<Record<string, readonly TSrvyFile[]>>>(savedFiles ?? {});
  const uploadFor = (qstnId: string): TSrvyUpload | undefined =>
    onUpload &&
    (async (chosen, fileModuleId) => {
      const done = await onUpload(chosen, fileModuleId);
      setFiles((current) => ({ ...current, [qstnId]: [...(current[qstnId] ?? []), ...done.files] }));
      return done;
    });

  const pages = useMemo(() => shownPages(def, answers), [def, answers]);
  const kept = useMemo(() => keptAnswers(def, answers), [def, answers]);
  const pageIndex = Math.min(at, Math.max(0, pages.length - 1));
  const page = pages[pageIndex];
  const allShown = pages.flatMap((p) => p.qstns);
  const answered = allShown.filter((q) => kept[q.qstnId] !== undefined).length;
  const numberOf = new Map(allShown.map((q, index) => [q.qstnId, index + 1]));
  const last = pageIndex >= pages.length - 1;

  const showProblems = (found: readonly TSrvyAnswerProblem[]) => {
    setShown(found);
    const first = found[0];
    if (!first) return;
    const target = pages.findIndex((p) => p.qstns.some((q) => q.qstnId === first.qstnId));
    if (target >= 0) setAt(target);
    setFocus({ target: 'qstn', qstnId: first.qstnId });
  };

  // a new refusal from elsewhere (the server) is shown like the form's own
  const [seenProblems, setSeenProblems] = useState(problems);
  if (problems !== seenProblems) {
    setSeenProblems(problems);
    if (problems && problems.length > 0) showProblems(problems);
  }

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') headingRef.current?.focus();
    else focusAnswer(qstnElementId(focus.qstnId));
  }, [focus]);

  const change = (qstnId: string, answer: TSrvyAnswer | undefined) => {
    const next = { ...answers };
    if (answer === undefined) delete next[qstnId];
    else next[qstnId] = answer;
    setPreviewDone(false);
    // a question's message follows its answer; the others stay until checked again
    if (shown.length > 0) {
      const now = srvyAnswerProblems(def, next, { final: true });
      const visible = new Set(visibleQstns(def, next).map((q) => q.qstnId));
      setShown((current) =>
        current.flatMap((problem) => {
          if (!visible.has(problem.qstnId)) return [];
          if (problem.qstnId !== qstnId) return [problem];
          const fresh = now.find((p) => p.qstnId === qstnId);
          return fresh ? [fresh] : [];
        }),
      );
    }
    onChange(next, qstnId);
  };

  const problemsOf = (qstns: readonly TSrvyQstn[]) => {
    const ids = new Set(qstns.map((q) => q.qstnId));
    return srvyAnswerProblems(def, answers, { final: true }).filter((p) => ids.has(p.qstnId));
  };

  const goTo = (next: number) => {
    onPageChange?.();
    setAt(next);
    setFocus({ target: 'heading' });
  };

  const onNext = () => {
    const found = problemsOf(page?.qstns ?? []);
    if (found.length > 0) return showProblems(found);
    setShown([]);
    goTo(pageIndex + 1);
  };

  const onFinish = () => {
    const found = problemsOf(allShown);
    if (found.length > 0) return showProblems(found);
    setShown([]);
    if (mode === 'preview') setPreviewDone(true);
    else onSubmit?.(kept);
  };

  if (!page) return null;
  const heading = page.pageTtl
    ? t('srvyForm.pageNamed', { no: pageIndex + 1, total: pages.length, title: page.pageTtl })
    : t('srvyForm.pageOf', { no: pageIndex + 1, total: pages.length });
  const percent = allShown.length === 0 ? 0 : Math.round((answered / allShown.length) * 100);

  return (
    <section className="srvy-form" aria-labelledby={headingId}>
      {mode === 'preview' && (
        <p className="srvy-form__preview" role="note">
          {t('srvyForm.previewNote')}
        </p>
      )}
      <div className="srvy-progress">
        <p id={`${headingId}-progress`} className="srvy-progress__label">
          <span>{t('srvyForm.progressLabel')}</span> {t('srvyForm.progressText', { total: allShown.length, answered, percent })}
        </p>
        <progress className="srvy-progress__bar" max={allShown.length} value={answered} aria-labelledby={`${headingId}-progress`} />
      </div>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="srvy-form__page">
        {heading}
      </h2>
      <div className="srvy-form__qstns">
        {page.qstns.map((qstn) => (
          <SrvyQstn
            key={qstn.qstnId}
            qstn={qstn}
            no={numberOf.get(qstn.qstnId) ?? 0}
            answer={answers[qstn.qstnId]}
            onChange={(answer) => change(qstn.qstnId, answer)}
            problem={shown.find((p) => p.qstnId === qstn.qstnId)?.message}
            files={files[qstn.qstnId]}
            onUpload={mode === 'answer' ? uploadFor(qstn.qstnId) : undefined}
            fileUnavailable={mode === 'preview' ? t('srvyForm.file.preview') : SRVY_MESSAGES.fileLogin}
          />
        ))}
      </div>
      <div className="srvy-form__nav">
        <button type="button" className="btn btn--secondary" disabled={pageIndex === 0} onClick={() => goTo(pageIndex - 1)}>
          {t('srvyForm.prev')}
        </button>
        {last ? (
          <button type="button" className="btn btn--primary" disabled={submitting} aria-busy={submitting} onClick={onFinish}>
            {t(mode === 'preview' ? 'srvyForm.previewSubmit' : 'srvyForm.submit')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={onNext}>
            {t('srvyForm.next')}
          </button>
        )}
      </div>
      {previewDone && (
        <p role="status" className="srvy-form__status">
          {t('srvyForm.previewDone')}
        </p>
      )}
      {status && <div className="srvy-form__status">{status}</div>}
    </section>
  );
}
