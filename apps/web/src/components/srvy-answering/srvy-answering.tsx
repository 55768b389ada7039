import { type TSrvyAnswerProblem, type TSrvyAnswers, type TSrvyView } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { showConfirm } from '../modal/modal-store';
import { SrvyForm, type TSrvyUpload } from '../srvy-form';
import { isApiError } from '../../lib/api';
import { type TSaveState, type TSendOptions, useAnswerSaver } from '../../lib/answering';
import { uploadInGroup } from '../../lib/files';
import { useTranslation } from '../../lib/i18n';
import { useRealmLoginUser } from '../../lib/login-user/login-user-store';
import { srvyClient, useSubmitSrvy } from './srvy-answering-api';
import './srvy-answering-catalogue';

/** The one batch key of a draft: the whole answers are saved each time (the draft is replaced). */
const DRAFT_KEY = 'answers';

const SAVE_TEXT: Partial<Record<TSaveState, string>> = { saving: 'srvy.answer.saving', saved: 'srvy.answer.saved', failed: 'srvy.answer.saveFailed' };

/** The problems of a refused submit (data.problems of the server's 400). */
function refusedProblemsOf(error: unknown): TSrvyAnswerProblem[] {
  if (!isApiError(error) || error.status !== 400 || !error.data) return [];
  const { problems } = error.data as { problems?: unknown };
  if (!Array.isArray(problems)) return [];
  return problems.filter((p): p is TSrvyAnswerProblem => typeof p?.qstnId === 'string' && typeof p?.message === 'string');
}

/** The thanks after the submit, with the points earned; the focus moves to it (the form it replaced is gone). */
function SrvyDone({ earned }: { earned: number }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="srvy-done" aria-labelledby="srvy-done-title">
      <h2 id="srvy-done-title" ref={headingRef} tabIndex={-1}>
        {t('srvy.answer.doneTitle')}
      </h2>
      <p>{t('srvy.answer.doneText')}</p>
      {earned > 0 && <p className="srvy-done__point">{t('srvy.answer.donePoint', { point: earned })}</p>}
      <div className="srvy-done__actions">
        <Link className="btn btn--secondary" to="/srvy/list">
          {t('srvy.answer.toList')}
        </Link>
        {earned > 0 && (
          <Link className="btn btn--primary" to="/myPage/cmpnPoint/myPoint">
            {t('srvy.answer.myPoint')}
          </Link>
        )}
      </div>
    </section>
  );
}

type TSrvyAnsweringProps = {
  view: TSrvyView;
  /** a programme's or reservation's context ('' for none) */
  ctxKey?: string;
  /** the survey was submitted (the fusion pages move on) */
  onDone?: (earnedPoint: number) => void;
};

/**
 * Answering a survey (issue 17), for /srvy/:srvyId and the fusion pages' before and after surveys:
 * the answering component with a member's draft saved as they go (a moment after the last answer,
 * on each page change and when the page is left) and resumed on return; submitting after a
 * confirmation; then the thanks, with the points earned.
 */
export function SrvyAnswering({ view, ctxKey = '', onDone }: TSrvyAnsweringProps) {
  const { t } = useTranslation();
  const member = useRealmLoginUser('USER') !== null;
  const srvyId = view.srvy.srvyId;
  const [answers, setAnswers] = useState<TSrvyAnswers>(view.draft ?? {});
  const [problems, setProblems] = useState<TSrvyAnswerProblem[]>([]);
  const [earned, setEarned] = useState<number | null>(null);
  const submit = useSubmitSrvy(srvyId, ctxKey);

  const sendDraft = useCallback(
    (batch: Record<string, TSrvyAnswers>, options: TSendOptions) =>
      srvyClient.save({ params: { srvyId }, body: { answers: batch[DRAFT_KEY] ?? {}, ...(ctxKey ? { ctxKey } : {}) } }, options),
    [srvyId, ctxKey],
  );
  const saver = useAnswerSaver(sendDraft);

  // a CTX survey's uploads name its context, checked by the server like a submit's
  const uploadSeqId = view.srvy.trgtSeCd === 'CTX' ? `${srvyId}:${ctxKey}` : String(srvyId);
  const upload: TSrvyUpload = async (files, fileModuleId) => {
    let group = fileModuleId;
    const done: { name: string; size: number }[] = [];
    const failed = await uploadInGroup(files, { seqType: 'srvyRspns', seqId: uploadSeqId, fileModuleId }, (file, answer) => {
      group = answer.fileModuleId;
      done.push({ name: file.name, size: file.size });
    }).then(
      () => false,
      () => true,
    );
    return { fileModuleId: group, files: done, failed };
  };

  const change = (next: TSrvyAnswers) => {
    setAnswers(next);
    if (member) saver.record(DRAFT_KEY, next);
  };

  const onSubmit = async (kept: TSrvyAnswers) => {
    if (!(await showConfirm(t('srvy.answer.submitConfirm')))) return;
    // the draft on its way arrives before the submit that replaces it
    if (member) await saver.flush();
    try {
      const result = await submit.mutateAsync(kept);
      setEarned(result.earnedPoint);
      onDone?.(result.earnedPoint);
    } catch (error) {
      // the API client has shown the server's message; its problems go under their questions
      setProblems(refusedProblemsOf(error));
    }
  };

  if (earned !== null) return <SrvyDone earned={earned} />;

  return (
    <>
      <p className="srvy-answer__note">{t(member ? 'srvy.answer.saveNote' : 'srvy.answer.guestNote')}</p>
      <SrvyForm
        def={view.def}
        answers={answers}
        onChange={change}
        mode="answer"
        problems={problems}
        onSubmit={(kept) => void onSubmit(kept)}
        submitting={submit.isPending}
        onUpload={member ? upload : undefined}
        savedFiles={view.draftFiles}
        onPageChange={() => {
          if (member) void saver.flush();
        }}
        status={SAVE_TEXT[saver.state] && t(SAVE_TEXT[saver.state]!)}
      />
    </>
  );
}
