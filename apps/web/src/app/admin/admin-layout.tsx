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

/**
 * antd in KRDS colours and typeface, so both realms read as one product. antd's defaults fail the
 * 4.5:1 text contrast KWCAG asks for (blue 4.1:1, red 3.26:1, placeholder 1.83:1), so every colour
 * that text is drawn in is a KRDS step that passes on white and on the light tints antd puts under
 * it (the selected menu item, tags, the table header): the text-primary, -danger, -success and
 * -warning steps (60) and KRDS grey 60 for hints and placeholders.
 */
const KRDS = { primary: '#0b50d0', danger: '#bd2c0f', success: '#267337', warning: '#8a5c00', information: '#096ab3', gray60: '#58616a' };

const theme = {
  token: {
    colorPrimary: KRDS.primary,
    colorLink: KRDS.primary,
    colorInfo: KRDS.information,
    colorError: KRDS.danger,
    colorSuccess: KRDS.success,
    colorWarning: KRDS.warning,
    colorTextDescription: KRDS.gray60,
    colorTextPlaceholder: KRDS.gray60,
    // a tag draws its text in a darker step of its colour's palette, which grows from these seeds:
    // antd's own fall below 4.5:1 on the tag's tint
    blue: KRDS.primary,
    cyan: KRDS.information,
    green: KRDS.success,
    lime: KRDS.success,
    red: KRDS.danger,
    volcano: KRDS.danger,
    orange: KRDS.warning,
    gold: KRDS.warning,
    yellow: KRDS.warning,
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
