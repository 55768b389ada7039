import { type TEarnPointTypeCd, type TPointRule, type TPointRuleSave, type TYn } from '@portal/contract';
import { Alert, Button, InputNumber, Space, Switch, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useConfirmSave } from '../../../../components/admin/crud';
import { AdminTable } from '../../../../components/admin/admin-table';
import { showAlert } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useRuleList, useSaveRule } from '../api/holder-api';
import { formatPoints } from '../components/point-format';
import '../ledger-catalogue';

type TDraft = Pick<TPointRule, 'useYn' | 'clientCreditYn' | 'dayLimitCnt' | 'totalLimitCnt'>;

const LIMIT_MAX = 10_000;
const draftOf = ({ useYn, clientCreditYn, dayLimitCnt, totalLimitCnt }: TPointRule): TDraft => ({ useYn, clientCreditYn, dayLimitCnt, totalLimitCnt });

/** A Y/N switch with its state beside it in words (the switch's own small text is too faint to read). */
function YnSwitch({ label, value, onChange }: { label: string; value: TYn; onChange: (value: TYn) => void }) {
  const { t } = useTranslation();
  return (
    <Space size="small">
      <Switch aria-label={label} checked={value === 'Y'} onChange={(on) => onChange(on ? 'Y' : 'N')} />
      <span>{t(value === 'Y' ? 'admPointLedger.rule.on' : 'admPointLedger.rule.off')}</span>
    </Space>
  );
}

/**
 * admin cmpnPointMng/rule (issue 15): per earning type, its amount (the code's description, changed
 * on the code page), whether it is credited, whether a student's page may credit it itself, and the
 * caps per student a day and in total. Each row saves on its own, after the confirm.
 */
export function RulePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = useRuleList();
  const save = useSaveRule();
  const confirmSave = useConfirmSave();
  const [drafts, setDrafts] = useState<Partial<Record<string, TDraft>>>({});

  const draft = (rule: TPointRule) => drafts[rule.pointTypeCd] ?? draftOf(rule);
  const change = (rule: TPointRule, next: Partial<TDraft>) => setDrafts((all) => ({ ...all, [rule.pointTypeCd]: { ...draft(rule), ...next } }));

  async function saveRow(rule: TPointRule) {
    if (!(await confirmSave())) return;
    const body: TPointRuleSave = draft(rule);
    try {
      await save.mutateAsync({ pointTypeCd: rule.pointTypeCd as TEarnPointTypeCd, ...body });
    } catch {
      return; // the client has shown the server's message
    }
    setDrafts(({ [rule.pointTypeCd]: _saved, ...rest }) => rest);
    await showAlert(t('common.result.saved'));
  }

  const limitInput = (rule: TPointRule, field: 'dayLimitCnt' | 'totalLimitCnt', labelKey: string) => (
    <InputNumber<number>
      aria-label={t(labelKey, { name: rule.pointTypeNm })}
      placeholder={t('admPointLedger.rule.noLimit')}
      precision={0}
      min={1}
      max={LIMIT_MAX}
      value={draft(rule)[field]}
      onChange={(value) => change(rule, { [field]: value ?? null })}
      style={{ width: '8rem' }}
    />
  );

  const columns: TableColumnsType<TPointRule> = [
    { title: t('admPointLedger.rule.col.type'), dataIndex: 'pointTypeNm' },
    {
      title: t('admPointLedger.rule.col.points'),
      dataIndex: 'points',
      render: (points: number | null, rule) => (
        <>
          {points === null ? t('admPointLedger.rule.noPoints') : t('admPointLedger.rule.points', { points: formatPoints(points) })}{' '}
          <Link to="/admin/code" aria-label={t('admPointLedger.rule.codeLinkLabel', { name: rule.pointTypeNm })}>
            {t('admPointLedger.rule.codeLink')}
          </Link>
        </>
      ),
    },
    {
      title: t('admPointLedger.rule.col.useYn'),
      dataIndex: 'useYn',
      render: (_: unknown, rule) => (
        <YnSwitch
          label={t('admPointLedger.rule.useLabel', { name: rule.pointTypeNm })}
          value={draft(rule).useYn}
          onChange={(useYn) => change(rule, { useYn })}
        />
      ),
    },
    {
      title: t('admPointLedger.rule.col.clientCreditYn'),
      dataIndex: 'clientCreditYn',
      render: (_: unknown, rule) => (
        <YnSwitch
          label={t('admPointLedger.rule.clientLabel', { name: rule.pointTypeNm })}
          value={draft(rule).clientCreditYn}
          onChange={(clientCreditYn) => change(rule, { clientCreditYn })}
        />
      ),
    },
    {
      title: t('admPointLedger.rule.col.dayLimitCnt'),
      dataIndex: 'dayLimitCnt',
      render: (_: unknown, rule) => limitInput(rule, 'dayLimitCnt', 'admPointLedger.rule.dayLabel'),
    },
    {
      title: t('admPointLedger.rule.col.totalLimitCnt'),
      dataIndex: 'totalLimitCnt',
      render: (_: unknown, rule) => limitInput(rule, 'totalLimitCnt', 'admPointLedger.rule.totalLabel'),
    },
    {
      key: 'actions',
      title: t('admPointLedger.rule.col.actions'),
      render: (_: unknown, rule) => (
        <Button
          size="small"
          type="primary"
          aria-label={t('admPointLedger.rule.saveLabel', { name: rule.pointTypeNm })}
          loading={save.isPending && save.variables?.pointTypeCd === rule.pointTypeCd}
          onClick={() => void saveRow(rule)}
        >
          {t('admPointLedger.rule.save')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="adm-page__title">
        {t('admPointLedger.rule.title')}
      </h1>
      <Alert className="adm-page__notice" type="info" showIcon description={t('admPointLedger.rule.notice')} />
      <AdminTable<TPointRule>
        rowKey="pointTypeCd"
        columns={columns}
        dataSource={rules.data?.list ?? []}
        loading={rules.isFetching}
        emptyText={t('admin.list.empty')}
      />
    </section>
  );
}
