import { Result } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';

/** Where the admin hall pages live (spec §2 admin mnexhlMng). */
export const BASE = '/admin/mnexhlMng';

/** A positive integer id of the page path, or undefined ('abc', '0' and '1.5' are no id). */
export function idParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** A hall that does not exist (any more): the way back to the list. */
export function AdmNotFound({ to }: { to: string }) {
  const { t } = useTranslation();
  return <Result status="404" title={t('admMnexhl.notFound')} extra={<Link to={to}>{t('admMnexhl.toList')}</Link>} />;
}
