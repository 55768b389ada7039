import { CNTST_ALC_MODE, CNTST_LIMITS as L, CNTST_MESSAGES } from '@portal/contract';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from '../../../../lib/i18n';
import { codeOptions } from '../../../../lib/code-options';
import { maxRule, requiredRule } from '../../../../components/admin/crud';
import { ListEditor, nextId } from './list-editor';
import type { TContestFormValues } from './contest-form-values';

type TCrtr = TContestFormValues['crtrs'][number];
type TPrize = TContestFormValues['prizes'][number];

/** The weights' sum, shown live beside the criteria and announced when it changes. */
function WeightSum() {
  const { t } = useTranslation();
  const crtrs = Form.useWatch<TCrtr[] | undefined>('crtrs');
  const sum = (crtrs ?? []).reduce((total, crtr) => total + (Number(crtr?.weight) || 0), 0);
  return (
    <p className={sum === 100 ? 'adm-cntst__sum' : 'adm-cntst__sum adm-cntst__sum--off'} role="status">
      {t('admCntst.form.weightSum', { sum })}
      {sum !== 100 && ` ${CNTST_MESSAGES.weightSum}`}
    </p>
  );
}

/** The criteria: name, weight (percent, the sum 100) and maximum score of each. */
export function CrtrFields() {
  const { t } = useTranslation();
  const what = t('admCntst.form.crtr');
  return (
    <fieldset className="adm-box">
      <legend>{t('admCntst.form.crtrs')}</legend>
      <p className="adm-cntst__help">{t('admCntst.form.crtrsHelp')}</p>
      <ListEditor<TCrtr>
        name="crtrs"
        what={what}
        max={L.crtrs}
        newRow={(rows) => ({ crtrId: nextId(rows, 'crtrId', 'c'), crtrNm: '', weight: 10, maxScore: 10 })}
      >
        {(name) => (
          <>
            <Form.Item label={t('admCntst.form.crtrNm')} name={[name, 'crtrNm']} rules={[requiredRule, maxRule(L.crtrNm)]}>
              <Input maxLength={L.crtrNm} />
            </Form.Item>
            <Form.Item label={t('admCntst.form.weight')} name={[name, 'weight']} rules={[{ required: true, message: t('admCntst.form.weightRequired') }]}>
              <InputNumber<number> min={1} max={100} precision={0} suffix="%" />
            </Form.Item>
            <Form.Item label={t('admCntst.form.maxScore')} name={[name, 'maxScore']} rules={[{ required: true, message: t('admCntst.form.maxScoreRequired') }]}>
              <InputNumber<number> min={1} max={L.maxScore} precision={0} suffix={t('admCntst.pointUnit')} />
            </Form.Item>
          </>
        )}
      </ListEditor>
      <WeightSum />
    </fieldset>
  );
}

/** The prizes and how many of each may be given. */
export function PrizeFields() {
  const { t } = useTranslation();
  const what = t('admCntst.form.prize');
  return (
    <fieldset className="adm-box">
      <legend>{t('admCntst.form.prizes')}</legend>
      <ListEditor<TPrize> name="prizes" what={what} max={L.prizes} newRow={(rows) => ({ prizeId: nextId(rows, 'prizeId', 'p'), prizeNm: '', prizeCnt: 1 })}>
        {(name) => (
          <>
            <Form.Item label={t('admCntst.form.prizeNm')} name={[name, 'prizeNm']} rules={[requiredRule, maxRule(L.prizeNm)]}>
              <Input maxLength={L.prizeNm} />
            </Form.Item>
            <Form.Item label={t('admCntst.form.prizeCnt')} name={[name, 'prizeCnt']} rules={[{ required: true, message: t('admCntst.form.prizeCntRequired') }]}>
              <InputNumber<number> min={1} max={L.prizeCnt} precision={0} suffix={t('admCntst.countUnit')} />
            </Form.Item>
          </>
        )}
      </ListEditor>
    </fieldset>
  );
}

/** Blind judging and how entries are allocated to the judges; fixed once entries exist. */
export function JudgingFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const alcMode = Form.useWatch<string | undefined>('alcMode');
  return (
    <fieldset className="adm-box" disabled={locked}>
      <legend>{t('admCntst.form.judging')}</legend>
      {locked && <p className="adm-cntst__help">{CNTST_MESSAGES.settingsFixed}</p>}
      <Form.Item label={<span id="admCntst-blindYn-label">{t('admCntst.form.blindYn')}</span>} name="blindYn" extra={t('admCntst.form.blindHelp')}>
        <Radio.Group
          aria-labelledby="admCntst-blindYn-label"
          options={[
            { value: 'Y', label: t('admCntst.form.blindY') },
            { value: 'N', label: t('admCntst.form.blindN') },
          ]}
        />
      </Form.Item>
      <Form.Item label={<span id="admCntst-alcMode-label">{t('admCntst.form.alcMode')}</span>} name="alcMode">
        <Radio.Group aria-labelledby="admCntst-alcMode-label" options={codeOptions(CNTST_ALC_MODE)} />
      </Form.Item>
      {alcMode === 'N' && (
        <Form.Item label={t('admCntst.form.alcJdgCnt')} name="alcJdgCnt" rules={[{ required: true, message: CNTST_MESSAGES.alcJdgCnt }]}>
          <InputNumber<number> min={1} max={L.judges} precision={0} suffix={t('admCntst.personUnit')} />
        </Form.Item>
      )}
    </fieldset>
  );
}
