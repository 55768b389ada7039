import { ConfigProvider, Layout } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { useSiteName } from '../../features/site/api/get-site-info';
import './admin-layout.css';

/** antd in the KRDS primary colour and typeface, so both realms read as one product. */
const theme = {
  token: {
    colorPrimary: '#256ef4',
    fontFamily: "'PretendardGOV', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
  },
};

/**
 * The admin realm's frame (ARCHITECTURE: antd 6 with the ko_KR locale, loaded only under /admin).
 * The menu and dashboard join with their modules.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      <SkipLink />
      <Layout className="admin-layout">
        <Layout.Header className="admin-layout__header">
          <span className="admin-layout__title">{t('admin.title', { siteName })}</span>
        </Layout.Header>
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
