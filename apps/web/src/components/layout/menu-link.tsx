import type { TMenuItem } from '@portal/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/login-path';
import { useRealmLoginUser } from '../../lib/login-user/login-user-store';
import { showAlert, showConfirm } from '../modal/modal-store';
import { menuAction } from './menu-tree';

type TMenuLinkProps = {
  item: TMenuItem;
  className?: string;
  /** called after an in-app navigation starts (the drawer closes itself) */
  onNavigate?: () => void;
  /** the menu of the current page ('page') or the section it is in ('true') */
  current?: 'page' | 'true';
};

/** Tells screen-reader users that the link opens a new window (spec §6 trgtTypeCd B). */
export function NewWindowHint() {
  const { t } = useTranslation();
  return <span className="sr-only">({t('layout.newWindow')})</span>;
}

/**
 * One menu entry (spec §6). A menu the user may not run, or without a usable URL, is a button
 * that explains why in an alert; trgtTypeCd 'B' opens a new window without an opener; a
 * login-only menu asks a guest to log in and comes back to it after the login.
 */
export function MenuLink({ item, className, onNavigate, current }: TMenuLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guest = useRealmLoginUser('USER') === null;
  const action = menuAction(item, guest);

  if (action.kind === 'blocked') {
    return (
      <button type="button" className={className} onClick={() => void showAlert(t(action.messageKey))}>
        {item.menuNm}
      </button>
    );
  }
  if (action.kind === 'login') {
    async function askLogin(event: MouseEvent<HTMLAnchorElement>, to: string) {
      event.preventDefault();
      if (!(await showConfirm(t('layout.menu.loginRequired')))) return;
      onNavigate?.();
      await navigate(loginPathFor(to));
    }
    return (
      <Link to={action.to} className={className} aria-current={current} onClick={(event) => void askLogin(event, action.to)}>
        {item.menuNm}
      </Link>
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
    <Link to={href} className={className} aria-current={current} onClick={onNavigate}>
      {item.menuNm}
    </Link>
  );
}
