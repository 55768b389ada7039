import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { Outlet, type RouteObject } from 'react-router';

/** Admin pages as the admin layout serves them to a test: under /admin, antd in Korean. */
export const adminTestRoute = (children: RouteObject[]): RouteObject => ({
  path: '/admin',
  // as the app's root: nothing before the first page's lazy code is in
  HydrateFallback: () => null,
  element: (
    <ConfigProvider locale={koKR}>
      <Outlet />
    </ConfigProvider>
  ),
  children,
});
