import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import '../../../lib/catalogues/join-catalogue';

/** When a join page lacks what the earlier steps keep, it says so and leads back to the start. */
export function JoinRestart({ message, to = '/mbrJoin/join', label }: { message: string; to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="join join-empty">
      <p role="alert">{message}</p>
      <Link to={to} className="btn btn--primary">
        {label ?? t('join.callback.restart')}
      </Link>
    </div>
  );
}
