import { PRIVACY_ACTN, PRIVACY_REVIEW, seoulDate, type TPrivacyMonthlyReport } from '@portal/contract';
import { Alert, Descriptions, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePrivacyMonthly } from '../api/get-privacy-monthly';
import { codeLabel } from '../../../lib/code-options';
import { AdminTable } from '../../../components/admin/admin-table';
import { PrivacyLogTable } from './privacy-log-table';

/** The last 24 months (the log is kept at least two years), newest first, as YYYYMM. */
function recentMonths(today: string = seoulDate()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

type TFlag = TPrivacyMonthlyReport['flags'][number];

/** SECURITY 17 monthly review: counts per actor and action, exports with reasons, flags to look into. */
export function PrivacyMonthlyReport() {
  const { t } = useTranslation();
  const months = recentMonths();
  const [yyyymm, setYyyymm] = useState(months[0]!);
  const report = usePrivacyMonthly(yyyymm);
  const flagText = (f: TFlag) =>
    f.flagCd === 'VIEW_VOLUME'
      ? t('admMember.privacyLog.flagVolume', { ymd: f.ymd, count: f.count, max: PRIVACY_REVIEW.maxDailyViews })
      : t('admMember.privacyLog.flagOffHours', { ymd: f.ymd, start: PRIVACY_REVIEW.officeStartHour, end: PRIVACY_REVIEW.officeEndHour, logId: f.logId });

  return (
    <div className="adm-member">
      <label className="adm-member__inline-field">
        <span>{t('admMember.privacyLog.month')}</span>
        <Select
          value={yyyymm}
          onChange={setYyyymm}
          options={months.map((m) => ({ value: m, label: t('admMember.privacyLog.monthValue', { year: m.slice(0, 4), month: Number(m.slice(4)) }) }))}
          style={{ minWidth: 140 }}
        />
      </label>
      {!report.data ? (
        <Spin aria-label={t('admMember.loading')} />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[{ key: 'total', label: t('admMember.privacyLog.totalCount'), children: report.data.totalCount.toLocaleString('ko-KR') }]}
          />
          <Typography.Title level={2} className="adm-member__subtitle">
            {t('admMember.privacyLog.flags')}
          </Typography.Title>
          {report.data.flags.length ? (
            <ul className="adm-member__flags">
              {report.data.flags.map((f) => (
                <li key={`${f.flagCd}-${f.actorUserId}-${f.ymd}-${f.logId ?? ''}`}>
                  <Alert type="warning" showIcon title={`${f.actorUserId}: ${flagText(f)}`} />
                </li>
              ))}
            </ul>
          ) : (
            <Alert type="success" showIcon title={t('admMember.privacyLog.flagsNone')} />
          )}
          <Typography.Title level={2} className="adm-member__subtitle">
            {t('admMember.privacyLog.actorActions')}
          </Typography.Title>
          <AdminTable
            size="small"
            emptyText={t('admin.list.empty')}
            dataSource={report.data.actorActions.map((a) => ({ ...a, key: `${a.actorUserId}-${a.actnCd}` }))}
            columns={[
              { title: t('admMember.privacyLog.col.actor'), dataIndex: 'actorUserId' },
              { title: t('admMember.privacyLog.col.actnCd'), dataIndex: 'actnCd', render: (code: string) => codeLabel(PRIVACY_ACTN, code) },
              { title: t('admMember.privacyLog.count'), dataIndex: 'count', align: 'right' },
            ]}
          />
          <Typography.Title level={2} className="adm-member__subtitle">
            {t('admMember.privacyLog.exports')}
          </Typography.Title>
          <PrivacyLogTable rows={report.data.exports} />
        </>
      )}
    </div>
  );
}
