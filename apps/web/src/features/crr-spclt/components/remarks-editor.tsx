import { CRR_SPCLT_MESSAGES as M, neisByteLength, type TCrrSpcltSource } from '@portal/contract';
import { useRef, useState } from 'react';
import { FormField, Textarea } from '../../../components/form';
import { showAlert } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useAfterRender } from '../../../lib/use-after-render';
import { useSaveRemarks } from '../api/save-remarks';
import { ByteCountAnnouncer, ByteCountText } from './byte-count';
import { SourcePanel } from './source-panel';

/** The text with `sentence` put at the selection, a space apart from the words around it. */
function insertAt(text: string, start: number, end: number, sentence: string): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${sentence}${trail}`;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

type TRemarksEditorProps = {
  source: TCrrSpcltSource;
  /** the draft differs from the saved one: the page asks before leaving it */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * One student's remarks (issue 18): the sources, the suggested sentences (a press puts one at the
 * cursor), the draft with its count in the school-record way (neisByteLength: Hangul 3 bytes, a
 * newline 2, others 1) against the limit, and saving. Over the limit the save is refused here with
 * the server's own message, so nothing is sent.
 */
export function RemarksEditor({ source, onDirtyChange }: TRemarksEditorProps) {
  const { t } = useTranslation();
  const [cn, setCn] = useState(source.cn);
  const [saved, setSaved] = useState(source.cn);
  const [error, setError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const afterRender = useAfterRender();
  const save = useSaveRemarks(source.cls.clsId, source.student.userId);
  const bytes = neisByteLength(cn);
  const { maxByte } = source;

  const change = (next: string) => {
    setCn(next);
    onDirtyChange(next !== saved);
    if (error && neisByteLength(next) <= maxByte) setError(undefined);
  };

  const insert = (sentence: string) => {
    const area = textRef.current;
    const start = area?.selectionStart ?? cn.length;
    const end = area?.selectionEnd ?? cn.length;
    const next = insertAt(cn, start, end, sentence);
    change(next.text);
    // the caret after the sentence, once React has put the new text in
    afterRender(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onSave = async () => {
    if (bytes > maxByte) {
      setError(M.overLimit(maxByte, bytes));
      textRef.current?.focus();
      return;
    }
    try {
      await save.mutateAsync(cn);
    } catch {
      return; // the API client has shown the server's message
    }
    setSaved(cn);
    onDirtyChange(false);
    await showAlert(t('crrSpclt.saved', { userNm: source.student.userNm }));
  };

  return (
    <div className="spclt-editor">
      {source.noContent ? <p className="spclt-no-content">{source.noContent}</p> : <SourcePanel source={source} />}
      {source.suggestions.length > 0 && (
        <section className="spclt-suggest" aria-labelledby="spclt-suggest-title">
          <h4 id="spclt-suggest-title" className="spclt-sub">
            {t('crrSpclt.suggest.title')}
          </h4>
          <p className="spclt-hint">{t('crrSpclt.suggest.hint')}</p>
          <ul className="spclt-suggest__list">
            {source.suggestions.map((sentence, index) => (
              <li key={sentence}>
                <p className="spclt-suggest__text" id={`spclt-suggest-${index}`}>
                  {sentence}
                </p>
                <button type="button" className="btn btn--secondary" aria-describedby={`spclt-suggest-${index}`} onClick={() => insert(sentence)}>
                  {t('crrSpclt.suggest.insert')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <FormField label={t('crrSpclt.cn', { userNm: source.student.userNm })} error={error} hint={<ByteCountText bytes={bytes} maxByte={maxByte} />}>
        <Textarea ref={textRef} rows={10} value={cn} onChange={(event) => change(event.currentTarget.value)} />
      </FormField>
      <ByteCountAnnouncer bytes={bytes} maxByte={maxByte} />
      <div className="spclt-editor__actions">
        <button type="button" className="btn btn--primary" disabled={save.isPending} onClick={() => void onSave()}>
          {t('crrSpclt.save')}
        </button>
      </div>
    </div>
  );
}
