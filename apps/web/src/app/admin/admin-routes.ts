import type { RouteObject } from 'react-router';
import { admAccessRoutes } from '../../features/adm-access/adm-access-routes';
import { admMemberRoutes } from '../../features/adm-member/adm-member-routes';
import type { TRouteHandle } from '../route-handle';
import { NotFoundPage } from '../routes/not-found-page';

/**
 * The admin pages under /admin, one entry per ADMIN_ROUTES pattern of the contract (the server
 * answers 404 for any other page path; router.test.ts keeps the two equal). Each module adds its
 * pages here with `lazy`, so antd and the page code load only when an admin page is opened.
 */
const adminPageRoutes: RouteObject[] = [...admAccessRoutes, ...admMemberRoutes];

const notFound: TRouteHandle = { notFound: true, ownHeading: true };

export const adminRoutes: RouteObject[] = [
  ...adminPageRoutes,
  { path: '*', Component: NotFoundPage, handle: notFound },
];
