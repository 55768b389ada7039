import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { menuListQueryOptions } from './features/site/api/get-menu-list';
import { siteInfoQueryOptions } from './features/site/api/get-site-info';
import { setNavigator } from './lib/api';
import { queryClient } from './lib/query-client';
import './styles/index.css';

const router = createAppRouter();
// The HTTP client's 401/403 redirects (spec §8) go through the router, without a reload.
setNavigator((to) => void router.navigate(to));

// The public frame's answers are asked for at once, beside the first page's code: the router
// renders nothing until that code is in, and the header, footer and home page wait on them. So are
// the popup layer's code (lazy in the public layout) and the first page's popups: they show with
// the page, not after its code has loaded and rendered.
if (!window.location.pathname.startsWith('/admin')) {
  void queryClient.prefetchQuery(menuListQueryOptions());
  void queryClient.prefetchQuery(siteInfoQueryOptions());
  void import('./features/popup/components/popup-layer').then(({ prefetchShowingPopups }) => prefetchShowingPopups(window.location.pathname));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The KRDS typeface (PretendardGOV) in unicode-range slices, as a stylesheet that blocks nothing:
// system fonts carry the first paint, and a page fetches only the slices of its characters
// (vite.config.ts pretendardSlices). Asked for once the first page has loaded: on a slow line its
// slices (over 200 KiB for a Korean page) otherwise share the line with the page's code, answers
// and images, and `optional` would not show them on that page anyway.
const loadTypeface = () => void import('pretendard-gov/dist/web/static/pretendard-gov-dynamic-subset.css');
if (document.readyState === 'complete') loadTypeface();
else window.addEventListener('load', loadTypeface, { once: true });
