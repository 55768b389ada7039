import { INSP_BAND_NM, INSP_BANDS, INSP_LIMITS as L } from '@portal/contract';
import { Button, Input } from 'antd';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../../lib/i18n';
import { emptyOption, type TDefForm } from '../def-form';
import { RhfItem } from '../rhf-item';
import { ScaleSelect } from './scale-select';

const textArea = { minRows: 1, maxRows: 4 };

/** A forced-choice item's options: each one's words (per band where they differ) and the scale it scores. */
function OptionFields({ control, index }: { control: Control<TDefForm>; index: number }) {
  const { t } = useTranslation();
  const options = useFieldArray({ control, name: `items.${index}.options` });
  const n = index + 1;
  return (
    <fieldset className="adm-insp__sub">
      <legend>{t('admInsp.def.item.options')}</legend>
      {options.fields.map((option, o) => (
        <div key={option.id} className="adm-insp__option">
          <RhfItem control={control} name={`items.${index}.options.${o}.label`} label={t('admInsp.def.item.optionLabel', { n, m: o + 1 })} required>
            {(field) => <Input.TextArea {...field} autoSize={textArea} maxLength={L.itemText} />}
          </RhfItem>
          <RhfItem control={control} name={`items.${index}.options.${o}.scaleId`} label={t('admInsp.def.item.optionScale', { n, m: o + 1 })} required>
            {(field) => <ScaleSelect control={control} field={field} />}
          </RhfItem>
          {INSP_BANDS.map((band) => (
            <RhfItem
              key={band}
              control={control}
              name={`items.${index}.options.${o}.bandLabel.${band}`}
              label={t('admInsp.def.item.optionBandLabel', { n, m: o + 1, band: INSP_BAND_NM[band] })}
            >
              {(field) => <Input.TextArea {...field} autoSize={textArea} maxLength={L.itemText} />}
            </RhfItem>
          ))}
          <Button size="small" danger onClick={() => options.remove(o)} disabled={options.fields.length <= 2}>
            {t('admInsp.def.item.removeOption', { n, m: o + 1 })}
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => options.append(emptyOption())} disabled={options.fields.length >= 4}>
        {t('admInsp.def.item.addOption', { n })}
      </Button>
    </fieldset>
  );
}

/** Under an item's row: its wording per age band and, for a forced choice, its options. */
export function ItemDetail({ control, index }: { control: Control<TDefForm>; index: number }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'answerScale.type' });
  return (
    <div className="adm-insp__detail">
      <p className="adm-insp__help">{t('admInsp.def.item.bandHelp')}</p>
      {INSP_BANDS.map((band) => (
        <RhfItem
          key={band}
          control={control}
          name={`items.${index}.bandText.${band}`}
          label={t('admInsp.def.item.bandLabel', { n: index + 1, band: INSP_BAND_NM[band] })}
        >
          {(field) => <Input.TextArea {...field} autoSize={textArea} maxLength={L.itemText} />}
        </RhfItem>
      ))}
      {type === 'forcedChoice' && <OptionFields control={control} index={index} />}
    </div>
  );
}
