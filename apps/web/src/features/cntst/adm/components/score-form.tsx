import { CNTST_LIMITS, CNTST_MESSAGES, type TCntstJdgEntryDetail, type TCntstScoreBodyInput } from '@portal/contract';
import { Button, Descriptions, Form, Input, InputNumber, Space } from 'antd';
import { applyServerFieldErrors } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveScore } from '../api/judge-queries';
import { scoreText } from './cntst-adm-format';

type TScoreFormValues = { scores: Record<string, number | null | undefined>; cmnt: string };

const bodyOf = (values: TScoreFormValues): TCntstScoreBodyInput => ({
  scores: Object.fromEntries(Object.entries(values.scores ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
  cmnt: values.cmnt?.trim() || null,
});

/** A submitted (or closed) sheet: the scores and the comment as text. */
function ScoreView({ entry }: { entry: TCntstJdgEntryDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        ...entry.crtrs.map((crtr) => ({
          key: crtr.crtrId,
          label: t('admCntst.judge.crtrLabel', { name: crtr.crtrNm, max: crtr.maxScore }),
          children: scoreText(entry.scores[crtr.crtrId]),
        })),
        { key: 'cmnt', label: t('admCntst.judge.cmnt'), children: entry.cmnt ?? '' },
      ]}
    />
  );
}

/**
 * The score sheet of one allocated entry: a score per criterion (0 to its maximum) and a comment;
 * a draft may leave scores out, a submission needs them all and cannot be changed afterwards.
 */
export function ScoreForm({ cntstId, entry, onSubmitted }: { cntstId: number; entry: TCntstJdgEntryDetail; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TScoreFormValues>();
  const draft = useSaveScore(cntstId, entry.entryId, false);
  const submit = useSaveScore(cntstId, entry.entryId, true);
  if (!entry.editable) return <ScoreView entry={entry} />;

  const onDraft = async () => {
    const values = form.getFieldsValue(true) as TScoreFormValues;
    await draft.mutateAsync(bodyOf(values)).then(
      () => showAlert(t('admCntst.judge.drafted')),
      (error: unknown) => applyServerFieldErrors(form, error),
    );
  };

  const onSubmit = async (values: TScoreFormValues) => {
    if (!(await showConfirm(t('admCntst.judge.submitConfirm', { name: entry.entryNo })))) return;
    await submit.mutateAsync(bodyOf(values)).then(
      async () => {
        await showAlert(t('admCntst.judge.submitted'));
        onSubmitted();
      },
      (error: unknown) => applyServerFieldErrors(form, error),
    );
  };

  return (
    <Form<TScoreFormValues>
      form={form}
      name={`cntstScore${entry.entryId}`}
      layout="vertical"
      className="adm-cntst__score-form"
      initialValues={{ scores: entry.scores, cmnt: entry.cmnt ?? '' }}
      scrollToFirstError={{ focus: true }}
      onFinish={(values) => void onSubmit(values)}
    >
      <fieldset className="adm-box">
        <legend>{t('admCntst.judge.scoreLegend')}</legend>
        {entry.crtrs.map((crtr) => (
          <Form.Item
            key={crtr.crtrId}
            label={t('admCntst.judge.crtrLabel', { name: crtr.crtrNm, max: crtr.maxScore })}
            name={['scores', crtr.crtrId]}
            extra={t('admCntst.judge.weight', { weight: crtr.weight })}
            rules={[
              { required: true, message: CNTST_MESSAGES.scoreMissing(crtr.crtrNm) },
              { type: 'number', min: 0, max: crtr.maxScore, message: CNTST_MESSAGES.scoreRange(crtr.crtrNm, crtr.maxScore) },
            ]}
          >
            <InputNumber<number> min={0} max={crtr.maxScore} step={1} suffix={t('admCntst.pointUnit')} />
          </Form.Item>
        ))}
        <Form.Item label={t('admCntst.judge.cmnt')} name="cmnt" extra={t('admCntst.judge.cmntHelp')}>
          <Input.TextArea rows={4} maxLength={CNTST_LIMITS.cmnt} showCount />
        </Form.Item>
      </fieldset>
      <Space className="adm-cntst__actions">
        <Button onClick={() => void onDraft()} loading={draft.isPending}>
          {t('admCntst.judge.saveDraft')}
        </Button>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('admCntst.judge.submit')}
        </Button>
      </Space>
    </Form>
  );
}
