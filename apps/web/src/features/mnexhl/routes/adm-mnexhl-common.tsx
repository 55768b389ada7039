import { Result } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';

/** Where the admin hall pages live (spec §2 admin mnexhlMng). */
export const BASE = '/admin/mnexhlMng';

/** A hall that does not exist (any more): the way back to the list. */
export function AdmNotFound({ to }: { to: string }) {
  const { t } = useTranslation();
  return <Result status="404" title={t('admMnexhl.notFound')} extra={<Link to={to}>{t('admMnexhl.toList')}</Link>} />;
}
