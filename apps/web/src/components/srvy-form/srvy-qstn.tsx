import type { TSrvyAnswer, TSrvyQstn } from '@portal/contract';
import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark } from '../form/field-message';
import { useTranslation } from '../../lib/i18n';
import { MatrixChoice, MultiChoice, ScaleChoice, SingleChoice, type TQstnInputProps } from './qstn-choices';
import { DateAnswer, FileAnswer, NumberAnswer, TextAnswer, type TSrvyFile, type TSrvyUpload } from './qstn-inputs';
import { RankAnswer } from './rank-answer';

/** The id of a question's element: the first invalid one is focused by it (lib/answering). */
export const qstnElementId = (qstnId: string) => `srvy-qstn-${qstnId}`;

/** Types answered by one text-like control: named by a label, not a legend. */
const LABELLED = new Set(['SHORT', 'LONG', 'NUMBER', 'DATE']);

type TProps = {
  qstn: TSrvyQstn;
  no: number;
  answer: TSrvyAnswer | undefined;
  onChange: (answer: TSrvyAnswer | undefined) => void;
  problem: string | undefined;
  /** a FILE question's files in its upload group */
  files?: readonly TSrvyFile[];
  onUpload?: TSrvyUpload;
  /** why a FILE question takes no files (the preview, a guest) */
  fileUnavailable: string;
};

function MultiHint({ qstn }: { qstn: TSrvyQstn }) {
  const { t } = useTranslation();
  const { minPick, maxPick } = qstn;
  if (minPick && maxPick) return t('srvyForm.pickRange', { min: minPick, max: maxPick });
  if (minPick) return t('srvyForm.pickMin', { min: minPick });
  if (maxPick) return t('srvyForm.pickMax', { max: maxPick });
  return null;
}

function NumberHint({ qstn }: { qstn: TSrvyQstn }) {
  const { t } = useTranslation();
  const { minValue: min, maxValue: max } = qstn;
  if (min !== undefined && max !== undefined) return t('srvyForm.numberRange', { min, max });
  if (min !== undefined) return t('srvyForm.numberMin', { min });
  if (max !== undefined) return t('srvyForm.numberMax', { max });
  return null;
}

function inputOf(qstn: TSrvyQstn, props: TQstnInputProps): ReactNode {
  switch (qstn.qstnType) {
    case 'SINGLE':
    case 'OTHER':
      return <SingleChoice {...props} />;
    case 'MULTI':
      return <MultiChoice {...props} />;
    case 'SCALE5':
    case 'SCALE7':
      return <ScaleChoice {...props} />;
    case 'MATRIX':
      return <MatrixChoice {...props} />;
    case 'SHORT':
    case 'LONG':
      return <TextAnswer {...props} />;
    case 'NUMBER':
      return <NumberAnswer {...props} />;
    case 'DATE':
      return <DateAnswer {...props} />;
    case 'RANK':
      return <RankAnswer {...props} />;
    case 'FILE':
      return null;
  }
}

/**
 * One question: its number, title, required mark and help text, the control of its type, and its
 * problem (spec §5: red, right after the question; the controls are described by it).
 */
export function SrvyQstn({ qstn, no, answer, onChange, problem, files = [], onUpload, fileUnavailable }: TProps) {
  const id = qstnElementId(qstn.qstnId);
  const required = qstn.requiredYn === 'Y';
  const ids = { title: `${id}-title`, help: `${id}-help`, hint: `${id}-hint`, error: `${id}-error` };
  const hint = qstn.qstnType === 'MULTI' ? <MultiHint qstn={qstn} /> : qstn.qstnType === 'NUMBER' ? <NumberHint qstn={qstn} /> : null;
  const hasHint =
    (qstn.qstnType === 'MULTI' && (qstn.minPick || qstn.maxPick)) ||
    (qstn.qstnType === 'NUMBER' && (qstn.minValue !== undefined || qstn.maxValue !== undefined));
  const describedBy = [problem && ids.error, qstn.helpText && ids.help, hasHint && ids.hint].filter(Boolean).join(' ') || undefined;
  const props: TQstnInputProps = { qstn, answer, onChange, describedBy, invalid: Boolean(problem), name: id };
  const title = (
    <>
      <span className="srvy-qstn__no">{no}.</span> {qstn.qstnTtl}
      {required && <RequiredMark />}
    </>
  );
  const help = (
    <>
      {qstn.helpText && <FieldHint id={ids.help}>{qstn.helpText}</FieldHint>}
      {hasHint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
    </>
  );
  const error = problem && <FieldError id={ids.error}>{problem}</FieldError>;

  if (qstn.qstnType === 'FILE') {
    return (
      <div id={id} className="srvy-qstn" data-invalid={Boolean(problem)}>
        <FileAnswer
          {...props}
          label={`${no}. ${qstn.qstnTtl}`}
          files={files}
          onUpload={onUpload}
          unavailable={fileUnavailable}
          required={required}
          error={problem}
        />
        {help}
      </div>
    );
  }
  if (LABELLED.has(qstn.qstnType)) {
    return (
      <div id={id} className="srvy-qstn" data-invalid={Boolean(problem)}>
        <label id={ids.title} htmlFor={`${id}-input`} className="srvy-qstn__ttl">
          {title}
        </label>
        {help}
        {inputOf(qstn, props)}
        {error}
      </div>
    );
  }
  return (
    <fieldset id={id} className="srvy-qstn" data-invalid={Boolean(problem)} aria-describedby={describedBy} aria-invalid={problem ? true : undefined}>
      <legend id={ids.title} className="srvy-qstn__ttl">
        {title}
      </legend>
      {help}
      {inputOf(qstn, props)}
      {error}
    </fieldset>
  );
}
