import type { TInspAnswerScale, TInspSheet } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';

export type TSheetItem = TInspSheet['items'][number];

type TChoice = { value: number; label: string; disabled: boolean };

/** The choices an item offers: the scale's points, the item's own options, or the piles with their counts. */
function choicesOf(
  scale: TInspAnswerScale,
  item: TSheetItem,
  chosen: number | undefined,
  pileCounts: readonly number[],
  pileLabel: (label: string, count: number, max: number) => string,
): TChoice[] {
  if (scale.type === 'likert') return scale.labels.map((label, index) => ({ value: index + 1, label, disabled: false }));
  if (scale.type === 'forcedChoice') return (item.options ?? []).map((option, index) => ({ value: index, label: option.label, disabled: false }));
  return scale.piles.map((pile, index) => ({
    value: index,
    label: pileLabel(pile.label, pileCounts[index] ?? 0, pile.max),
    // a full pile takes no more cards; the card already in it may stay
    disabled: chosen !== index && (pileCounts[index] ?? 0) >= pile.max,
  }));
}

type TProps = {
  item: TSheetItem;
  no: number;
  scale: TInspAnswerScale;
  value: number | undefined;
  pileCounts: readonly number[];
  onChange: (value: number) => void;
};

/**
 * One item as a radio group (fieldset and legend, real inputs): Tab reaches the group, the arrow
 * keys and Space choose, so a test is completed with the keyboard alone.
 */
export function InspItem({ item, no, scale, value, pileCounts, onChange }: TProps) {
  const { t } = useTranslation();
  const choices = choicesOf(scale, item, value, pileCounts, (label, count, max) => t('insp.take.pileCount', { label, count, max }));
  const name = `insp-item-${item.itemId}`;
  return (
    <fieldset id={name} className={`insp-item insp-item--${scale.type}`} data-answered={value !== undefined}>
      <legend className="insp-item__text">
        <span className="insp-item__no">{no}.</span> {item.text}
      </legend>
      <div className="insp-item__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="insp-item__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
