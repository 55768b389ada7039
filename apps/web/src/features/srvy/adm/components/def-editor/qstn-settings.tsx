import { isSrvyOptionType, type TSrvyQstn } from '@portal/contract';
import { Input, InputNumber, Radio } from 'antd';
import { useTranslation } from '../../../../../lib/i18n';
import { newOptId, newRowId, type TQstnType } from '../def-ops';
import { Labeled, LabeledGroup } from './labeled';
import { NameList } from './name-list';

type TProps = { qstn: TSrvyQstn; onChange: (patch: Partial<TSrvyQstn>) => void; locked: boolean };

const NAME_MAX = 200;

/** A whole number or nothing (an emptied number field clears the setting). */
const numberOrNone = (value: number | null) => (value === null ? undefined : value);

function NumberField({
  label,
  value,
  onChange,
  locked,
  min,
}: {
  label: string;
  value?: number;
  onChange: (value?: number) => void;
  locked: boolean;
  min?: number;
}) {
  return (
    <Labeled label={label}>
      {(id) => (
        <InputNumber<number> id={id} value={value ?? null} min={min} precision={0} disabled={locked} onChange={(next) => onChange(numberOrNone(next))} />
      )}
    </Labeled>
  );
}

/** The scale's end labels (5/7-point scales and matrices). */
function ScaleLabels({ qstn, onChange }: Omit<TProps, 'locked'>) {
  const { t } = useTranslation();
  return (
    <>
      <Labeled label={t('admSrvy.def.scaleLow')}>
        {(id) => <Input id={id} value={qstn.scaleLow ?? ''} maxLength={50} onChange={(event) => onChange({ scaleLow: event.target.value })} />}
      </Labeled>
      <Labeled label={t('admSrvy.def.scaleHigh')}>
        {(id) => <Input id={id} value={qstn.scaleHigh ?? ''} maxLength={50} onChange={(event) => onChange({ scaleHigh: event.target.value })} />}
      </Labeled>
    </>
  );
}

/** What a question type needs beyond its title: options, picks, scale labels, rows, bounds, lengths, file count. */
export function QstnSettings({ qstn, onChange, locked }: TProps) {
  const { t } = useTranslation();
  const type = qstn.qstnType as TQstnType;
  return (
    <div className="srvy-adm__settings">
      {isSrvyOptionType(type) && (
        <NameList
          what={t('admSrvy.def.option')}
          entries={(qstn.options ?? []).map((opt) => ({ id: opt.optId, name: opt.optNm }))}
          onChange={(entries) => onChange({ options: entries.map((entry) => ({ optId: entry.id, optNm: entry.name })) })}
          newId={() => newOptId(qstn)}
          locked={locked}
          maxLength={NAME_MAX}
        />
      )}
      {type === 'OTHER' && <p className="srvy-adm__hint">{t('admSrvy.def.otherHint')}</p>}
      {type === 'MULTI' && (
        <div className="srvy-adm__row">
          <NumberField label={t('admSrvy.def.minPick')} value={qstn.minPick} min={0} locked={locked} onChange={(minPick) => onChange({ minPick })} />
          <NumberField label={t('admSrvy.def.maxPick')} value={qstn.maxPick} min={1} locked={locked} onChange={(maxPick) => onChange({ maxPick })} />
        </div>
      )}
      {(type === 'SCALE5' || type === 'SCALE7') && (
        <div className="srvy-adm__row">
          <ScaleLabels qstn={qstn} onChange={onChange} />
        </div>
      )}
      {type === 'MATRIX' && (
        <>
          <div className="srvy-adm__row">
            <LabeledGroup label={t('admSrvy.def.scalePoints')}>
              {(labelId) => (
                <Radio.Group
                  aria-labelledby={labelId}
                  disabled={locked}
                  value={qstn.scalePoints ?? 5}
                  onChange={(event) => onChange({ scalePoints: event.target.value as 5 | 7 })}
                  options={[
                    { value: 5, label: t('admSrvy.def.points', { n: 5 }) },
                    { value: 7, label: t('admSrvy.def.points', { n: 7 }) },
                  ]}
                />
              )}
            </LabeledGroup>
            <ScaleLabels qstn={qstn} onChange={onChange} />
          </div>
          <NameList
            what={t('admSrvy.def.row')}
            entries={(qstn.rows ?? []).map((row) => ({ id: row.rowId, name: row.rowNm }))}
            onChange={(entries) => onChange({ rows: entries.map((entry) => ({ rowId: entry.id, rowNm: entry.name })) })}
            newId={() => newRowId(qstn)}
            locked={locked}
            maxLength={NAME_MAX}
          />
        </>
      )}
      {(type === 'SHORT' || type === 'LONG') && (
        <NumberField label={t('admSrvy.def.maxLength')} value={qstn.maxLength} min={1} locked={locked} onChange={(maxLength) => onChange({ maxLength })} />
      )}
      {type === 'NUMBER' && (
        <div className="srvy-adm__row">
          <NumberField label={t('admSrvy.def.minValue')} value={qstn.minValue} locked={locked} onChange={(minValue) => onChange({ minValue })} />
          <NumberField label={t('admSrvy.def.maxValue')} value={qstn.maxValue} locked={locked} onChange={(maxValue) => onChange({ maxValue })} />
        </div>
      )}
      {type === 'FILE' && (
        <NumberField label={t('admSrvy.def.fileMaxCnt')} value={qstn.fileMaxCnt} min={1} locked={locked} onChange={(fileMaxCnt) => onChange({ fileMaxCnt })} />
      )}
    </div>
  );
}
