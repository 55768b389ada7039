import type { TSrvyDef, TSrvyQstn } from '@portal/contract';
import { Checkbox, Select } from 'antd';
import { useTranslation } from '../../../../../lib/i18n';
import { earlierChoiceQstns, qstnNumbers } from '../def-ops';
import { Labeled, LabeledGroup } from './labeled';

type TProps = { def: TSrvyDef; qstn: TSrvyQstn; onChange: (patch: Partial<TSrvyQstn>) => void; locked: boolean };

/** 조건부 표시: shown only when an earlier choice question's answer includes one of the chosen options. */
export function ConditionField({ def, qstn, onChange, locked }: TProps) {
  const { t } = useTranslation();
  const numbers = qstnNumbers(def);
  const earlier = earlierChoiceQstns(def, qstn.qstnId);
  const showIf = qstn.showIf;
  const source = earlier.find((q) => q.qstnId === showIf?.qstnId);
  const nameOf = (q: TSrvyQstn) => t('admSrvy.def.qstnRef', { n: numbers.get(q.qstnId), title: q.qstnTtl || t('admSrvy.def.untitled') });

  if (earlier.length === 0 && !showIf) return <p className="srvy-adm__hint">{t('admSrvy.def.noConditionSource')}</p>;
  return (
    <div className="srvy-adm__condition">
      <Checkbox
        checked={Boolean(showIf)}
        disabled={locked}
        onChange={(event) => {
          if (event.target.checked && earlier[0]) onChange({ showIf: { qstnId: earlier[0].qstnId, optIds: [] } });
          else onChange({ showIf: undefined });
        }}
      >
        {t('admSrvy.def.conditional')}
      </Checkbox>
      {showIf && (
        <div className="srvy-adm__row">
          <Labeled label={t('admSrvy.def.conditionQstn')} wide>
            {(id) => (
              <Select
                id={id}
                disabled={locked}
                value={showIf.qstnId}
                onChange={(qstnId: string) => onChange({ showIf: { qstnId, optIds: [] } })}
                options={earlier.map((q) => ({ value: q.qstnId, label: nameOf(q) }))}
                style={{ minWidth: 240 }}
              />
            )}
          </Labeled>
          {source && (
            <LabeledGroup label={t('admSrvy.def.conditionOpts')}>
              {(labelId) => (
                <div role="group" aria-labelledby={labelId}>
                  <Checkbox.Group
                    disabled={locked}
                    value={showIf.optIds}
                    onChange={(optIds) => onChange({ showIf: { qstnId: showIf.qstnId, optIds: optIds as string[] } })}
                    options={(source.options ?? []).map((opt) => ({ value: opt.optId, label: opt.optNm || opt.optId }))}
                  />
                </div>
              )}
            </LabeledGroup>
          )}
        </div>
      )}
    </div>
  );
}
