import { CONTS_FIELDS } from '@portal/contract';
import { Button, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';

/** A group of the CONTS_CLSF tree (진로역량 영역, 주제, 직업군, 전시관) and its leaf codes. */
export type TClsfGroup = { code: string; name: string; leaves: { code: string; name: string }[] };

type TClsfPickerProps = {
  /** given by the antd Form.Item around it */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  groups: readonly TClsfGroup[];
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/** The name of a classification code: '진로역량 영역 > 자기이해와 사회적 역량 개발', or the code while the tree loads. */
export function clsfName(groups: readonly TClsfGroup[], code: string): string {
  for (const group of groups) {
    const leaf = group.leaves.find((l) => l.code === code);
    if (leaf) return `${group.name} > ${leaf.name}`;
  }
  return code;
}

/**
 * The classifications of a content (spec §5): a group, then one of its leaves, then 추가. A code
 * already chosen is refused at once with the spec's message and nothing is added (the server
 * refuses it too). The chosen ones are listed, each with its 삭제.
 */
export function ClsfPicker({ id, value = [], onChange, groups, ...aria }: TClsfPickerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const baseId = id ?? ownId;
  const [groupCd, setGroupCd] = useState<string | undefined>();
  const [leafCd, setLeafCd] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const group = groups.find((g) => g.code === groupCd);
  const problemId = `${baseId}-problem`;

  function add() {
    if (!leafCd) {
      setProblem(t('admConts.clsf.chooseLeaf'));
      return;
    }
    // spec §5: a classification cannot be added twice
    if (value.includes(leafCd)) {
      setProblem(t('admConts.clsf.duplicate'));
      return;
    }
    setProblem(undefined);
    onChange?.([...value, leafCd]);
  }

  function remove(code: string) {
    setProblem(undefined);
    onChange?.(value.filter((c) => c !== code));
  }

  return (
    <div className="adm-conts__clsf" role="group" aria-labelledby={`${baseId}-label`} aria-describedby={aria['aria-describedby']}>
      <span id={`${baseId}-label`} hidden>
        {CONTS_FIELDS.clsfCds}
      </span>
      <div className="adm-conts__clsf-pick">
        <label className="adm-conts__clsf-label">
          <span>{t('admConts.clsf.group')}</span>
          <Select
            id={baseId}
            aria-label={t('admConts.clsf.group')}
            aria-invalid={aria['aria-invalid']}
            value={groupCd}
            placeholder={t('admConts.form.choose')}
            options={groups.map((g) => ({ value: g.code, label: g.name }))}
            onChange={(next: string) => {
              setGroupCd(next);
              setLeafCd(undefined);
            }}
            style={{ minWidth: 160 }}
          />
        </label>
        <label className="adm-conts__clsf-label">
          <span>{t('admConts.clsf.leaf')}</span>
          <Select
            aria-label={t('admConts.clsf.leaf')}
            value={leafCd}
            placeholder={t('admConts.form.choose')}
            disabled={!group}
            options={(group?.leaves ?? []).map((l) => ({ value: l.code, label: l.name }))}
            onChange={(next: string) => {
              setLeafCd(next);
              setProblem(undefined);
            }}
            style={{ minWidth: 220 }}
            aria-describedby={problem ? problemId : undefined}
          />
        </label>
        <Button onClick={add}>{t('admConts.clsf.add')}</Button>
      </div>
      <p id={problemId} role="alert" className="adm-conts__problem">
        {problem}
      </p>
      {value.length === 0 ? (
        <p className="adm-conts__help">{t('admConts.clsf.empty')}</p>
      ) : (
        <ul className="adm-conts__clsf-list" aria-label={t('admConts.clsf.chosen')}>
          {value.map((code) => {
            const name = clsfName(groups, code);
            return (
              <li key={code}>
                <span>{name}</span>
                <Button size="small" onClick={() => remove(code)} aria-label={t('admConts.clsf.remove', { name })}>
                  {t('admin.list.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
