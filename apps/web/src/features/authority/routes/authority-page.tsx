import { Divider, Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AuthorityGrantForm } from '../components/authority-grant-form';
import { AuthorityGrantList } from '../components/authority-grant-list';
import '../../../components/admin/adm-member.css';

/** spec §2 admin authority, §5: grant authority to users for a date range; see and revoke grants. */
export function AuthorityPage() {
  const { t } = useTranslation();
  return (
    <section className="adm-member">
      <Typography.Title level={1} className="adm-member__title">
        {t('admMember.authority.title')}
      </Typography.Title>
      <AuthorityGrantForm />
      <Divider />
      <AuthorityGrantList />
    </section>
  );
}
