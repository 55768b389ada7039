import type { TMenuItem } from '@portal/contract';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { showAlert } from '../modal/modal-store';
import { menuAction } from './menu-tree';

type TMenuLinkProps = {
  item: TMenuItem;
  className?: string;
  /** called after an in-app navigation starts (the drawer closes itself) */
  onNavigate?: () => void;
};

/** Tells screen-reader users that the link opens a new window (spec §6 trgtTypeCd B). */
export function NewWindowHint() {
  const { t } = useTranslation();
  return <span className="sr-only">({t('layout.newWindow')})</span>;
}

/**
 * One menu entry (spec §6). A menu the user may not run, or without a usable URL, is a button
 * that explains why in an alert; trgtTypeCd 'B' opens a new window without an opener.
 */
export function MenuLink({ item, className, onNavigate }: TMenuLinkProps) {
  const { t } = useTranslation();
  const action = menuAction(item);

  if (action.kind === 'blocked') {
    return (
      <button type="button" className={className} onClick={() => void showAlert(t(action.messageKey))}>
        {item.menuNm}
      </button>
    );
  }
  const href = action.kind === 'internal' ? action.to : action.href;
  if (action.newWindow) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.menuNm}
        <NewWindowHint />
      </a>
    );
  }
  if (action.kind === 'external') {
    return (
      <a href={href} className={className}>
        {item.menuNm}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onNavigate}>
      {item.menuNm}
    </Link>
  );
}
