import { CNTST_FIELD_TYPE, CNTST_LIMITS as L, CNTST_MESSAGES, FILE_EXTENSIONS_DEFAULT } from '@portal/contract';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from '../../../../lib/i18n';
import { codeOptions } from '../../../../lib/code-options';
import { maxRule, requiredRule } from '../../../../components/admin/crud';
import { CheckGroup } from './check-group';
import { ListEditor, nextId } from './list-editor';
import type { TContestFormValues } from './contest-form-values';

type TField = TContestFormValues['entryForm']['fields'][number];

const extOptions = FILE_EXTENSIONS_DEFAULT.map((ext) => ({ value: ext, label: ext }));

/** Team or individual entries, the team's size and how many entries one person may send. */
export function AplyFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const teamYn = Form.useWatch<string | undefined>('teamYn');
  return (
    <fieldset className="adm-box" disabled={locked}>
      <legend>{t('admCntst.form.aply')}</legend>
      <Form.Item label={<span id="admCntst-teamYn-label">{t('admCntst.form.teamYn')}</span>} name="teamYn">
        <Radio.Group
          aria-labelledby="admCntst-teamYn-label"
          options={[
            { value: 'N', label: t('admCntst.form.teamN') },
            { value: 'Y', label: t('admCntst.form.teamY') },
          ]}
        />
      </Form.Item>
      {teamYn === 'Y' && (
        <Form.Item label={t('admCntst.form.maxTeamSize')} name="maxTeamSize" rules={[{ required: true, message: CNTST_MESSAGES.teamSize }]}>
          <InputNumber<number> min={2} max={L.maxTeamSize} precision={0} suffix={t('admCntst.personUnit')} />
        </Form.Item>
      )}
      <Form.Item label={t('admCntst.form.aplyLimitCnt')} name="aplyLimitCnt" extra={t('admCntst.form.aplyLimitHelp')}>
        <InputNumber<number> min={1} max={L.aplyLimitCnt} precision={0} suffix={t('admCntst.countUnit')} />
      </Form.Item>
    </fieldset>
  );
}

/** The entry form: its text fields (name, one line or several, required, length) and the files' limits. */
export function EntryFormFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const what = t('admCntst.form.field');
  return (
    <fieldset className="adm-box" disabled={locked}>
      <legend>{t('admCntst.form.entryForm')}</legend>
      {locked && <p className="adm-cntst__help">{CNTST_MESSAGES.formFixed}</p>}
      <p className="adm-cntst__help">{t('admCntst.form.entryFormHelp')}</p>
      <ListEditor<TField>
        name={['entryForm', 'fields']}
        what={what}
        max={L.fields}
        newRow={(rows) => ({ fieldId: nextId(rows, 'fieldId', 'f'), fieldNm: '', fieldType: 'TEXT', requiredYn: 'Y', maxLength: 200 })}
      >
        {(name) => (
          <>
            <Form.Item label={t('admCntst.form.fieldNm')} name={[name, 'fieldNm']} rules={[requiredRule, maxRule(L.fieldNm)]}>
              <Input maxLength={L.fieldNm} />
            </Form.Item>
            <Form.Item label={t('admCntst.form.fieldType')} name={[name, 'fieldType']}>
              <Select options={codeOptions(CNTST_FIELD_TYPE)} className="adm-cntst__select" />
            </Form.Item>
            <Form.Item
              label={t('admCntst.form.maxLength')}
              name={[name, 'maxLength']}
              rules={[{ required: true, message: t('admCntst.form.maxLengthRequired') }]}
            >
              <InputNumber<number> min={1} max={L.fieldMaxLength} precision={0} suffix={t('admCntst.charUnit')} />
            </Form.Item>
            <Form.Item
              label={t('admCntst.form.requiredYn')}
              name={[name, 'requiredYn']}
              valuePropName="checked"
              getValueProps={(value: string | undefined) => ({ checked: value === 'Y' })}
              normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
            >
              <Checkbox>{t('admCntst.form.required')}</Checkbox>
            </Form.Item>
          </>
        )}
      </ListEditor>
      <div className="adm-cntst__inline">
        <Form.Item label={t('admCntst.form.fileMaxCnt')} name={['entryForm', 'fileMaxCnt']} extra={t('admCntst.form.fileMaxCntHelp')}>
          <InputNumber<number> min={0} max={L.fileMaxCnt} precision={0} suffix={t('admCntst.countUnit')} />
        </Form.Item>
        <Form.Item label={t('admCntst.form.fileMaxSizeMb')} name={['entryForm', 'fileMaxSizeMb']}>
          <InputNumber<number> min={1} max={L.fileMaxSizeMb} precision={0} suffix="MB" />
        </Form.Item>
      </div>
      <Form.Item label={t('admCntst.form.fileExts')} name={['entryForm', 'fileExts']} extra={t('admCntst.form.fileExtsHelp')}>
        <CheckGroup label={t('admCntst.form.fileExts')} options={extOptions} />
      </Form.Item>
    </fieldset>
  );
}
