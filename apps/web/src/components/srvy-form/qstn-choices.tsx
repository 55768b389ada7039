import { SRVY_ETC_OPT_ID, SRVY_ETC_OPT_NM, SRVY_LIMITS, type TSrvyAnswer, type TSrvyQstn } from '@portal/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n';

export type TQstnInputProps = {
  qstn: TSrvyQstn;
  answer: TSrvyAnswer | undefined;
  /** undefined clears the answer */
  onChange: (answer: TSrvyAnswer | undefined) => void;
  /** the question's message and help ids, for the controls' aria-describedby */
  describedBy: string | undefined;
  invalid: boolean;
  name: string;
};

/** SINGLE and OTHER: one option; OTHER adds '기타' with its text. */
export function SingleChoice({ qstn, answer, onChange, describedBy, invalid, name }: TQstnInputProps) {
  const { t } = useTranslation();
  const chosen = answer?.optIds?.[0];
  const options = [...(qstn.options ?? []), ...(qstn.qstnType === 'OTHER' ? [{ optId: SRVY_ETC_OPT_ID, optNm: SRVY_ETC_OPT_NM }] : [])];
  const etcId = `${name}-etc`;
  return (
    <div className="srvy-choices">
      {options.map((option) => (
        <label key={option.optId} className="srvy-choice">
          <input
            type="radio"
            name={name}
            value={option.optId}
            checked={chosen === option.optId}
            aria-invalid={invalid || undefined}
            onChange={() =>
              onChange(option.optId === SRVY_ETC_OPT_ID ? { optIds: [option.optId], etcText: answer?.etcText ?? '' } : { optIds: [option.optId] })
            }
          />
          <span>{option.optNm}</span>
        </label>
      ))}
      {qstn.qstnType === 'OTHER' && chosen === SRVY_ETC_OPT_ID && (
        <div className="srvy-etc">
          <label htmlFor={etcId} className="srvy-etc__label">
            {t('srvyForm.etcText')}
          </label>
          <input
            id={etcId}
            className="form-input"
            type="text"
            value={answer?.etcText ?? ''}
            maxLength={SRVY_LIMITS.etcText}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange({ optIds: [SRVY_ETC_OPT_ID], etcText: event.currentTarget.value })}
          />
        </div>
      )}
    </div>
  );
}

/** MULTI: checkboxes; the picks' limits are said in the hint and checked with the others. */
export function MultiChoice({ qstn, answer, onChange, invalid, name }: TQstnInputProps) {
  const chosen = answer?.optIds ?? [];
  const toggle = (optId: string, on: boolean) => {
    const order = (qstn.options ?? []).map((option) => option.optId);
    const next = order.filter((id) => (id === optId ? on : chosen.includes(id)));
    onChange(next.length > 0 ? { optIds: next } : undefined);
  };
  return (
    <div className="srvy-choices">
      {(qstn.options ?? []).map((option) => (
        <label key={option.optId} className="srvy-choice">
          <input
            type="checkbox"
            name={name}
            value={option.optId}
            checked={chosen.includes(option.optId)}
            aria-invalid={invalid || undefined}
            onChange={(event) => toggle(option.optId, event.currentTarget.checked)}
          />
          <span>{option.optNm}</span>
        </label>
      ))}
    </div>
  );
}

/** The points of a scale, each with its label: the two ends carry scaleLow and scaleHigh. */
export function scalePoints(points: number, low: string | undefined, high: string | undefined, pointText: (point: number, label?: string) => string) {
  return Array.from({ length: points }, (_, index) => {
    const point = index + 1;
    const label = point === 1 ? low : point === points ? high : undefined;
    return { point, text: pointText(point, label || undefined) };
  });
}

/** SCALE5 / SCALE7: a labelled row of radios. */
export function ScaleChoice({ qstn, answer, onChange, invalid, name }: TQstnInputProps) {
  const { t } = useTranslation();
  const points = qstn.qstnType === 'SCALE7' ? 7 : 5;
  const chosen = answer?.num;
  const choices = scalePoints(points, qstn.scaleLow, qstn.scaleHigh, (point, label) =>
    label ? t('srvyForm.scalePointLabel', { point, label }) : t('srvyForm.scalePoint', { point }),
  );
  return (
    <div className={`srvy-scale srvy-scale--${points}`}>
      {choices.map(({ point, text }) => (
        <label key={point} className="srvy-choice srvy-scale__point">
          <input
            type="radio"
            name={name}
            value={point}
            checked={chosen === point}
            aria-invalid={invalid || undefined}
            onChange={() => onChange({ num: point })}
          />
          <span>{text}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * MATRIX: one radio row per statement on the same scale; a table on a wide screen (the column
 * heads say the points), stacked cards on a phone (each point says itself).
 */
export function MatrixChoice({ qstn, answer, onChange, invalid, name }: TQstnInputProps) {
  const { t } = useTranslation();
  const points = qstn.scalePoints ?? 5;
  const rows = answer?.rows ?? {};
  const heads = scalePoints(points, qstn.scaleLow, qstn.scaleHigh, (point, label) => (label ? `${point} ${label}` : String(point)));
  const texts = scalePoints(points, qstn.scaleLow, qstn.scaleHigh, (point, label) =>
    label ? t('srvyForm.scalePointLabel', { point, label }) : t('srvyForm.scalePoint', { point }),
  );
  return (
    <div className="srvy-matrix" style={{ '--srvy-points': points } as CSSProperties}>
      <div className="srvy-matrix__head" aria-hidden="true">
        <span />
        {heads.map(({ point, text }) => (
          <span key={point}>{text}</span>
        ))}
      </div>
      {(qstn.rows ?? []).map((row) => (
        <div
          key={row.rowId}
          role="radiogroup"
          aria-labelledby={`${name}-${row.rowId}-stmt`}
          className="srvy-matrix__row"
          data-answered={rows[row.rowId] !== undefined}
        >
          <span id={`${name}-${row.rowId}-stmt`} className="srvy-matrix__stmt">
            {row.rowNm}
          </span>
          {texts.map(({ point, text }) => (
            <label key={point} className="srvy-matrix__cell">
              <input
                type="radio"
                name={`${name}-${row.rowId}`}
                value={point}
                checked={rows[row.rowId] === point}
                aria-invalid={invalid || undefined}
                onChange={() => onChange({ rows: { ...rows, [row.rowId]: point } })}
              />
              <span className="srvy-matrix__pt">{text}</span>
            </label>
          ))}
        </div>
      ))}
    </div>
  );
}
