import { Button, Layout, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { useAdminIsLogin } from '../../features/auth/api/post-admin-is-login';
import { forgetLoginUser, useLoginUser } from '../../lib/login-user/login-user-store';
import { useSiteName } from '../../features/site/api/get-site-info';
import { isApiError } from '../../lib/api';
import { LOGIN_REALMS, LoginTimeLeft, useLoginTimer } from '../../lib/session-timer';
import { usePageWhere } from '../use-page-where';
import { AdminSideMenu } from './admin-side-menu';
import { useAdminMenuTree } from './get-admin-menu-list';

const SIDE_MENU_ID = 'admin-side-menu';

/**
 * spec §6 admin guard: a browser without a saved administrator goes to /admin/login; a saved one is
 * asked about once per entry (POST /api/login/isLogin) and cleared when the session has ended. An
 * address outside the access-IP list (SECURITY 14) leaves the admin area after the server's message.
 */
function useAdminGuard(): { ready: boolean; userNm: string } {
  const navigate = useNavigate();
  const stored = useLoginUser();
  const isAdmin = stored?.userTypeCd === 'A';
  const isLogin = useAdminIsLogin(isAdmin);
  const ended = isLogin.data?.isLogin === 'N';
  const ipDenied = isApiError(isLogin.error) && isLogin.error.code === 'IP_DENIED';
  const leave = !isAdmin || ended || ipDenied;
  useEffect(() => {
    if (!leave) return;
    if (ended || ipDenied) forgetLoginUser();
    void navigate(ipDenied ? '/main' : '/admin/login', { replace: true });
  }, [leave, ended, ipDenied, navigate]);
  return { ready: !leave && isLogin.data?.isLogin === 'Y', userNm: stored?.userNm ?? '' };
}

/** The logged-in admin frame: header (title, who, login timer, logout), side menu, the page, the document title from the admin menu. */
export function AdminShell() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { ready, userNm } = useAdminGuard();
  usePageWhere(useAdminMenuTree(ready).tree, true);
  useLoginTimer({ realm: 'ADMIN' });
  const [narrow, setNarrow] = useState(false);
  // on a narrow screen the menu covers the page: opened on one page, it is closed on the next
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  const menuCollapsed = narrow && menuOpenedOn !== pathname;
  return (
    <Layout className="admin-layout">
      <Layout.Header className="admin-layout__header">
        <Button
          className="admin-layout__menu-toggle"
          aria-expanded={!menuCollapsed}
          aria-controls={SIDE_MENU_ID}
          onClick={() => setMenuOpenedOn(menuCollapsed ? pathname : null)}
        >
          {t('admAccess.shell.menuToggle')}
        </Button>
        <span className="admin-layout__title">{t('admin.title', { siteName })}</span>
        {ready && (
          <div className="admin-layout__user">
            <span>{t('admAccess.shell.greeting', { userNm })}</span>
            <LoginTimeLeft />
            <a className="admin-layout__logout" href={LOGIN_REALMS.ADMIN.logoutPath} onClick={forgetLoginUser}>
              {t('admAccess.shell.logout')}
            </a>
          </div>
        )}
      </Layout.Header>
      <Layout hasSider className="admin-layout__body">
        <Layout.Sider
          id={SIDE_MENU_ID}
          className="admin-layout__sider"
          theme="light"
          width={220}
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={menuCollapsed}
          onBreakpoint={setNarrow}
          trigger={null}
        >
          {/* a hidden menu is not rendered, so the keyboard never lands on an invisible item */}
          {!menuCollapsed && <AdminSideMenu enabled={ready} />}
        </Layout.Sider>
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-layout__content">
          {ready ? <Outlet /> : <Spin className="admin-layout__checking" description={t('admAccess.shell.checking')} />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
