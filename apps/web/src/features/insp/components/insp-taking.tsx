import { INSP_MESSAGES, type TInspSheet } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { focusAnswer, type TSaveState, type TSendOptions, useAnswerSaver } from '../../../lib/answering';
import { useTranslation } from '../../../lib/i18n';
import { inspClient } from '../api/insp-client';
import { inspKeys } from '../api/insp-keys';
import { useSubmitSheet } from '../api/insp-queries';
import { rsltPath } from '../insp-format';
import { InspItem } from './insp-item';
import { InspProgress } from './insp-progress';
import { usePhone } from './use-phone';

/** Items a screen on a desktop; a phone shows one. */
const DESKTOP_PAGE_SIZE = 10;

/** What the line under the buttons says of the saving. */
const SAVE_TEXT: Partial<Record<TSaveState, string>> = { saving: 'insp.take.saving', saved: 'insp.take.saved', failed: 'insp.take.saveFailed' };

type TFocus = { target: 'heading' } | { target: 'item'; itemId: string };

/** The item a refusal of the submit names (data.itemId of the server's 400). */
function refusedItemOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400 || !error.data) return undefined;
  const { itemId } = error.data as { itemId?: unknown };
  return typeof itemId === 'string' ? itemId : undefined;
}

/**
 * Taking a test (issue 16): the items a page at a time (one on a phone, ten on a desktop), each a
 * radio group; the answers saved as the student goes; a progress bar; submitting when every item is
 * answered, else the first unanswered item is shown and focused.
 */
export function InspTaking({ sheet }: { sheet: TInspSheet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items, answerScale } = sheet;
  const pageSize = usePhone() ? 1 : DESKTOP_PAGE_SIZE;
  const [answers, setAnswers] = useState<Record<string, number>>(sheet.answers);
  // the item in view: a resumed sheet opens at its first unanswered item
  const [at, setAt] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => sheet.answers[item.itemId] === undefined),
    ),
  );
  // the started sheet takes the focus from the start button it replaced
  const [focus, setFocus] = useState<TFocus | null>({ target: 'heading' });
  const [alert, setAlert] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sendAnswers = useCallback(
    (answers: Record<string, number>, options: TSendOptions) => inspClient.answer({ body: { sheetId: sheet.sheetId, answers } }, options),
    [sheet.sheetId],
  );
  const saver = useAnswerSaver(sendAnswers);
  const submit = useSubmitSheet();
  const queryClient = useQueryClient();

  // the catalogue and the test's page show the progress: read again once the student leaves the sheet
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: inspKeys.all }), [queryClient]);

  const page = Math.floor(at / pageSize);
  const pageCount = Math.ceil(items.length / pageSize);
  const from = page * pageSize;
  const pageItems = items.slice(from, from + pageSize);
  const answered = items.filter((item) => answers[item.itemId] !== undefined).length;
  const pileCounts = answerScale.type === 'cardSort' ? answerScale.piles.map((_, pile) => Object.values(answers).filter((v) => v === pile).length) : [];

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') headingRef.current?.focus();
    else focusAnswer(`insp-item-${focus.itemId}`);
  }, [focus]);

  const choose = (itemId: string, value: number) => {
    setAnswers((current) => ({ ...current, [itemId]: value }));
    saver.record(itemId, value);
  };

  const goTo = (next: number) => {
    void saver.flush();
    setAlert('');
    setAt(next * pageSize);
    setFocus({ target: 'heading' });
  };

  const showItem = (itemId: string, message: string) => {
    setAlert(message);
    setAt(
      Math.max(
        0,
        items.findIndex((item) => item.itemId === itemId),
      ),
    );
    setFocus({ target: 'item', itemId });
  };

  async function onSubmit() {
    const missing = items.filter((item) => answers[item.itemId] === undefined);
    if (missing.length > 0) return showItem(missing[0]!.itemId, INSP_MESSAGES.unanswered(missing.length));
    if (!(await showConfirm(t('insp.take.submitConfirm')))) return;
    if (!(await saver.flush({ loud: true }))) return;
    try {
      const done = await submit.mutateAsync(sheet.sheetId);
      void navigate(rsltPath(done.sheetId), { state: { point: done.point } });
    } catch (error) {
      // the server's message was shown by the API client's dialog; a named item is brought into view
      const itemId = refusedItemOf(error);
      if (itemId && error instanceof Error) {
        setAnswers((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== itemId)));
        showItem(itemId, error.message);
      }
    }
  }

  const rangeText =
    pageSize === 1
      ? t('insp.take.pageOne', { no: from + 1, total: items.length })
      : t('insp.take.pageRange', { from: from + 1, to: from + pageItems.length, total: items.length });
  const last = page >= pageCount - 1;

  return (
    <section className="insp-take" aria-labelledby="insp-take-range">
      <InspProgress answered={answered} total={items.length} />
      {answerScale.type === 'forcedChoice' && <p className="insp-take__hint">{t('insp.take.choiceHint')}</p>}
      <h2 id="insp-take-range" ref={headingRef} tabIndex={-1} className="insp-take__range">
        {rangeText}
      </h2>
      {alert && (
        <p role="alert" className="insp-take__alert">
          {alert}
        </p>
      )}
      <div className="insp-take__items">
        {pageItems.map((item, index) => (
          <InspItem
            key={item.itemId}
            item={item}
            no={from + index + 1}
            scale={answerScale}
            value={answers[item.itemId]}
            pileCounts={pileCounts}
            onChange={(value) => choose(item.itemId, value)}
          />
        ))}
      </div>
      <div className="insp-take__nav">
        <button type="button" className="btn btn--secondary" disabled={page === 0} onClick={() => goTo(page - 1)}>
          {t('insp.take.prev')}
        </button>
        {last ? (
          <button type="button" className="btn btn--primary" disabled={submit.isPending} aria-busy={submit.isPending} onClick={() => void onSubmit()}>
            {t('insp.take.submit')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => goTo(page + 1)}>
            {t('insp.take.next')}
          </button>
        )}
      </div>
      <p className="insp-take__save">{SAVE_TEXT[saver.state] && t(SAVE_TEXT[saver.state]!)}</p>
    </section>
  );
}
