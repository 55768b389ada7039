import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { PrivacyLogList } from '../components/privacy-log-list';
import { PrivacyMonthlyReport } from '../components/privacy-monthly-report';
import '../../../components/admin/adm-member.css';

/** SECURITY 17: the personal-data access log and its monthly review report. */
export function PrivacyLogPage() {
  const { t } = useTranslation();
  return (
    <section className="adm-member">
      <Typography.Title level={1} className="adm-member__title">
        {t('admMember.privacyLog.title')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('admMember.privacyLog.notice')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'list', label: t('admMember.privacyLog.tabList'), children: <PrivacyLogList /> },
          { key: 'monthly', label: t('admMember.privacyLog.tabMonthly'), children: <PrivacyMonthlyReport /> },
        ]}
      />
    </section>
  );
}
