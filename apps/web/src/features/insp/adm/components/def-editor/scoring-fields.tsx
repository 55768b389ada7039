import { INSP_DISPLAYS } from '@portal/contract';
import { InputNumber, Radio, Space } from 'antd';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../../lib/i18n';
import type { TDefForm } from '../def-form';
import { RhfItem } from '../rhf-item';

/** Sum or mean, the two level cuts, how the result is shown and a hexagon's code length. */
export function ScoringFields({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const display = useWatch({ control, name: 'display' });
  return (
    <fieldset className="adm-box">
      <legend>{t('admInsp.def.scoring.legend')}</legend>
      <RhfItem control={control} name="scoring.method" label={t('admInsp.def.scoring.method')} required group>
        {({ id, value, onChange }) => (
          <Radio.Group
            id={id}
            role="radiogroup"
            aria-label={t('admInsp.def.scoring.method')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            options={(['sum', 'mean'] as const).map((method) => ({ value: method, label: t(`admInsp.def.scoring.${method}`) }))}
          />
        )}
      </RhfItem>
      <Space wrap align="start">
        <RhfItem control={control} name="scoring.levelCuts.0" label={t('admInsp.def.scoring.cutLow')} required>
          {(field) => <InputNumber<number> {...field} min={0} max={100} />}
        </RhfItem>
        <RhfItem control={control} name="scoring.levelCuts.1" label={t('admInsp.def.scoring.cutHigh')} required>
          {(field) => <InputNumber<number> {...field} min={0} max={100} />}
        </RhfItem>
      </Space>
      <p className="adm-insp__help">{t('admInsp.def.scoring.cutHelp')}</p>
      <RhfItem control={control} name="display" label={t('admInsp.def.scoring.display')} required group>
        {({ id, value, onChange }) => (
          <Radio.Group
            id={id}
            role="radiogroup"
            aria-label={t('admInsp.def.scoring.display')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            options={INSP_DISPLAYS.map((d) => ({ value: d, label: t(`admInsp.def.scoring.${d}`) }))}
          />
        )}
      </RhfItem>
      {display === 'hexagon' && (
        <RhfItem control={control} name="codeLength" label={t('admInsp.def.scoring.codeLength')} required>
          {(field) => <InputNumber<number> {...field} min={2} max={3} precision={0} />}
        </RhfItem>
      )}
    </fieldset>
  );
}
