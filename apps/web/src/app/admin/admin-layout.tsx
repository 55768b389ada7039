import { applyKoreanZodMessages } from '@portal/contract';
import { ConfigProvider, Layout } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { cspNonce } from '../../lib/csp-nonce';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import type { TMenuNode } from '../../components/layout/menu-tree';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { useSiteName } from '../../features/site/api/get-site-info';
import { useRouteHandle } from '../route-handle';
import { usePageWhere } from '../use-page-where';
import { AdminShell } from './admin-shell';
import '../../components/admin/crud/admin-crud.css';
import '../../lib/i18n-admin';
import './admin-layout.css';

// The admin forms check their fields with the contract's zod schemas (antd rules): in Korean.
applyKoreanZodMessages();

/** antd in the KRDS primary colour and typeface, so both realms read as one product. */
const theme = {
  token: {
    colorPrimary: '#256ef4',
    // antd's default hint grey is below the 4.5:1 contrast KWCAG asks for text.
    colorTextDescription: '#58616a',
    fontFamily: "'PretendardGOV', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
  },
};

/** antd's style elements (CSS-in-JS, icons) carry the page's nonce. */
const csp = { nonce: cspNonce };

const NO_MENUS: readonly TMenuNode[] = [];

/** The admin pages a visitor opens before logging in: no side menu, no login check. */
const OPEN_ADMIN_PATHS = new Set(['/admin/login', '/admin/otpEnroll', '/admin/pswdChg']);

/** The frame of the open pages and of the not-found page: the admin title over the page; no menu names them. */
function AdminBareFrame() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  usePageWhere(NO_MENUS, true);
  return (
    <Layout className="admin-layout">
      <Layout.Header className="admin-layout__header">
        <span className="admin-layout__title">{t('admin.title', { siteName })}</span>
      </Layout.Header>
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-layout__content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/**
 * The admin realm's frame (ARCHITECTURE: antd 6 with the ko_KR locale, loaded only under /admin):
 * the login and OTP enrolment pages stand alone; every other page is inside the shell, which checks
 * the admin login and shows the side menu (spec §2, §6).
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const { notFound } = useRouteHandle();
  const open = notFound === true || OPEN_ADMIN_PATHS.has(pathname.replace(/\/$/, ''));
  return (
    <ConfigProvider locale={koKR} theme={theme} csp={csp}>
      <SkipLink />
      {open ? <AdminBareFrame /> : <AdminShell />}
    </ConfigProvider>
  );
}
