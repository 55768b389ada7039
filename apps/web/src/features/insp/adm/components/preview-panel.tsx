import { INSP_BAND_NM, INSP_BANDS, inspItemText, type TInspAnswerScale, type TInspBand, type TInspItem } from '@portal/contract';
import { Alert, Radio } from 'antd';
import { useState } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { type TDefForm, toDefinition } from './def-form';

/** The answers a student chooses from for an item: the scale's steps, the item's options, or the piles. */
function choicesOf(scale: TInspAnswerScale, item: TInspItem, band: TInspBand): string[] {
  if (scale.type === 'likert') return scale.labels;
  if (scale.type === 'forcedChoice') return (item.options ?? []).map((o) => inspItemText({ text: o.label, bandText: o.bandLabel }, band));
  return scale.piles.map((p) => p.label);
}

/**
 * The test as a student of the chosen band reads it: every item in that band's wording, with its
 * answer choices (read-only). It shows what is in the editor, saved or not.
 */
export function PreviewPanel({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const [band, setBand] = useState<TInspBand>('EL');
  const def = toDefinition(useWatch({ control }) as TDefForm);
  const { isDirty } = useFormState({ control });
  return (
    <div className="adm-insp__preview">
      <p className="adm-insp__help">{t('admInsp.preview.note')}</p>
      <Radio.Group
        aria-label={t('admInsp.preview.band')}
        optionType="button"
        buttonStyle="solid"
        value={band}
        onChange={(event) => setBand(event.target.value as TInspBand)}
        options={INSP_BANDS.map((b) => ({ value: b, label: INSP_BAND_NM[b] }))}
      />
      {isDirty && <Alert className="adm-page__notice" type="info" showIcon title={t('admInsp.preview.unsaved')} />}
      {def.items.length === 0 ? (
        <p>{t('admInsp.preview.empty')}</p>
      ) : (
        <ol className="adm-insp__preview-list" lang="ko">
          {def.items.map((item, i) => (
            <li key={`${i}-${item.itemId}`}>
              <p className="adm-insp__preview-text">{inspItemText(item, band)}</p>
              <Radio.Group
                disabled
                aria-label={t('admInsp.preview.answers', { n: i + 1 })}
                options={choicesOf(def.answerScale, item, band).map((label, value) => ({ value, label }))}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
