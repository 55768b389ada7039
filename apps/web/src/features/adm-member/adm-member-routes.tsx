import type { RouteObject } from 'react-router';

/** Lazy page routes of this feature; each path is a pattern of the contract's route table (ADMIN_ROUTES). */
export const admMemberRoutes: RouteObject[] = [
  { path: 'member', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
  { path: 'userMngDtl/list/:acntTypeCd', lazy: async () => ({ Component: (await import('./routes/member-list-page')).MemberListPage }) },
  { path: 'authority', lazy: async () => ({ Component: (await import('./routes/authority-page')).AuthorityPage }) },
  { path: 'privacyLog', lazy: async () => ({ Component: (await import('./routes/privacy-log-page')).PrivacyLogPage }) },
];
