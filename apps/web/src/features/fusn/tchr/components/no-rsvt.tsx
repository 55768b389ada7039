import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';

/** A student list opened without ?schlRsvtId=: where to pick a reservation. */
export function NoRsvt() {
  const { t } = useTranslation();
  return (
    <div className="fusn-tchr">
      <p className="fusn-tchr__notice">{t('fusnTchr.noRsvt')}</p>
      <p>
        <Link className="btn btn--primary" to="/myPage/fusionActvMng">
          {t('fusnTchr.backToMng')}
        </Link>
      </p>
    </div>
  );
}

/** The links between a reservation's pages. */
export function RsvtLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="fusn-tchr__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link className="btn btn--secondary" to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
