import { SRVY_QSTN_TYPES, type TSrvyDef, type TSrvyQstn } from '@portal/contract';
import { Button, Checkbox, Input, Select, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from '../../../../../lib/i18n';
import { QSTN_TYPES, type TQstnType } from '../def-ops';
import { ConditionField } from './condition-field';
import { Labeled } from './labeled';
import { QstnSettings } from './qstn-settings';

type TQstnCardProps = {
  def: TSrvyDef;
  qstn: TSrvyQstn;
  /** the question's number through the survey */
  n: number;
  first: boolean;
  last: boolean;
  locked: boolean;
  onChange: (patch: Partial<TSrvyQstn>) => void;
  onType: (type: TQstnType) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

const typeOptions = QSTN_TYPES.map((type) => ({ value: type, label: SRVY_QSTN_TYPES[type] }));

/** One question: its type, title, help, required flag, type settings and condition; moved and removed by buttons. */
export function QstnCard({ def, qstn, n, first, last, locked, onChange, onType, onMove, onRemove }: TQstnCardProps) {
  const { t } = useTranslation();
  const name = t('admSrvy.def.qstnN', { n });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // the card moves in the page: the pressed button keeps the focus (or its twin when it is now disabled)
  const move = (step: -1 | 1) => {
    onMove(step);
    setTimeout(() => {
      const [pressed, other] = step < 0 ? [upRef, downRef] : [downRef, upRef];
      (pressed.current?.disabled ? other : pressed).current?.focus();
    });
  };
  return (
    <fieldset className="srvy-adm__qstn">
      <legend>
        {name} <span className="srvy-adm__type">{SRVY_QSTN_TYPES[qstn.qstnType as TQstnType]}</span>
      </legend>
      <Space wrap className="srvy-adm__qstn-tools">
        <Button size="small" disabled={locked || first} ref={upRef} onClick={() => move(-1)} aria-label={t('admSrvy.def.up', { name })}>
          ↑
        </Button>
        <Button size="small" disabled={locked || last} ref={downRef} onClick={() => move(1)} aria-label={t('admSrvy.def.down', { name })}>
          ↓
        </Button>
        <Button size="small" danger disabled={locked} onClick={onRemove} aria-label={t('admSrvy.def.remove', { name })}>
          {t('admSrvy.def.removeShort')}
        </Button>
      </Space>
      <div className="srvy-adm__row">
        <Labeled label={t('admSrvy.def.qstnType')}>
          {(id) => (
            <Select
              id={id}
              value={qstn.qstnType}
              disabled={locked}
              onChange={(type: TQstnType) => onType(type)}
              options={typeOptions}
              style={{ minWidth: 160 }}
            />
          )}
        </Labeled>
        <Checkbox checked={qstn.requiredYn === 'Y'} disabled={locked} onChange={(event) => onChange({ requiredYn: event.target.checked ? 'Y' : 'N' })}>
          {t('admSrvy.def.required')}
        </Checkbox>
      </div>
      <Labeled label={t('admSrvy.def.qstnTtl')} wide>
        {(id) => <Input id={id} value={qstn.qstnTtl} maxLength={500} onChange={(event) => onChange({ qstnTtl: event.target.value })} />}
      </Labeled>
      <Labeled label={t('admSrvy.def.helpText')} wide>
        {(id) => <Input id={id} value={qstn.helpText ?? ''} maxLength={500} onChange={(event) => onChange({ helpText: event.target.value || undefined })} />}
      </Labeled>
      <QstnSettings qstn={qstn} onChange={onChange} locked={locked} />
      <ConditionField def={def} qstn={qstn} onChange={onChange} locked={locked} />
    </fieldset>
  );
}
