import { INSP_LIMITS } from '@portal/contract';
import { Button, Input, InputNumber, Radio, Space } from 'antd';
import { type Control, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../../lib/i18n';
import { emptyOption, LIKERT_DEFAULT_LABELS, type TDefForm } from '../def-form';
import { RhfItem } from '../rhf-item';

const ANSWER_TYPES = ['likert', 'forcedChoice', 'cardSort'] as const;

/** Likert: the number of steps and each step's words (the list follows the number). */
function LikertFields({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext<TDefForm>();
  const points = useWatch({ control, name: 'answerScale.points' });
  const resize = (next: number | null) => {
    const count = Math.min(9, Math.max(2, next ?? 2));
    const labels = getValues('answerScale.labels');
    const filled = Array.from({ length: count }, (_, i) => labels[i] ?? (count === 5 ? LIKERT_DEFAULT_LABELS[i]! : ''));
    setValue('answerScale.points', count, { shouldDirty: true });
    setValue('answerScale.labels', filled, { shouldDirty: true });
  };
  return (
    <>
      <RhfItem control={control} name="answerScale.points" label={t('admInsp.def.answer.points')} required>
        {(field) => <InputNumber<number> {...field} onChange={resize} min={2} max={9} precision={0} />}
      </RhfItem>
      <div className="adm-insp__likert">
        {Array.from({ length: points }, (_, i) => (
          <RhfItem key={i} control={control} name={`answerScale.labels.${i}`} label={t('admInsp.def.answer.label', { n: i + 1 })} required>
            {(field) => <Input {...field} maxLength={30} />}
          </RhfItem>
        ))}
      </div>
    </>
  );
}

/** Card sort: the piles, each with the score it gives a card and the most cards it holds. */
function PileFields({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const piles = useFieldArray({ control, name: 'answerScale.piles' });
  return (
    <fieldset className="adm-insp__sub">
      <legend>{t('admInsp.def.answer.piles')}</legend>
      {piles.fields.map((pile, i) => (
        <Space key={pile.id} wrap align="start">
          <RhfItem control={control} name={`answerScale.piles.${i}.label`} label={t('admInsp.def.answer.pileLabel', { n: i + 1 })} required>
            {(field) => <Input {...field} maxLength={30} />}
          </RhfItem>
          <RhfItem control={control} name={`answerScale.piles.${i}.weight`} label={t('admInsp.def.answer.pileWeight', { n: i + 1 })} required>
            {(field) => <InputNumber<number> {...field} min={0} max={10} precision={0} />}
          </RhfItem>
          <RhfItem control={control} name={`answerScale.piles.${i}.max`} label={t('admInsp.def.answer.pileMax', { n: i + 1 })} required>
            {(field) => <InputNumber<number> {...field} min={1} max={INSP_LIMITS.items} precision={0} />}
          </RhfItem>
          <Button className="adm-insp__row-button" danger onClick={() => piles.remove(i)} disabled={piles.fields.length <= 2}>
            {t('admInsp.def.answer.removePile', { n: i + 1 })}
          </Button>
        </Space>
      ))}
      <Button onClick={() => piles.append({ label: '', weight: 0, max: INSP_LIMITS.items })} disabled={piles.fields.length >= 6}>
        {t('admInsp.def.answer.addPile')}
      </Button>
    </fieldset>
  );
}

/** How a student answers: a Likert scale, a forced choice between options, or sorting cards into piles. */
export function AnswerScaleFields({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext<TDefForm>();
  const type = useWatch({ control, name: 'answerScale.type' });
  const onType = (next: TDefForm['answerScale']['type']) => {
    // a card sort starts with two piles, a forced choice gives every item its two options
    if (next === 'cardSort' && getValues('answerScale.piles').length < 2) {
      setValue('answerScale.piles', [
        { label: '', weight: 2, max: INSP_LIMITS.items },
        { label: '', weight: 0, max: INSP_LIMITS.items },
      ]);
    }
    if (next === 'forcedChoice') {
      getValues('items').forEach((item, i) => {
        if (item.options.length < 2) setValue(`items.${i}.options`, [...item.options, ...Array.from({ length: 2 - item.options.length }, emptyOption)]);
      });
    }
  };
  return (
    <fieldset className="adm-box">
      <legend>{t('admInsp.def.answer.legend')}</legend>
      <RhfItem control={control} name="answerScale.type" label={t('admInsp.def.answer.type')} required group>
        {({ id, value, onChange }) => (
          <Radio.Group
            id={id}
            role="radiogroup"
            aria-label={t('admInsp.def.answer.type')}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              onType(event.target.value as TDefForm['answerScale']['type']);
            }}
            options={ANSWER_TYPES.map((value) => ({ value, label: t(`admInsp.def.answer.${value}`) }))}
          />
        )}
      </RhfItem>
      {type === 'likert' && <LikertFields control={control} />}
      {type === 'cardSort' && <PileFields control={control} />}
    </fieldset>
  );
}
