import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { menuListQueryOptions } from './features/site/api/get-menu-list';
import { siteInfoQueryOptions } from './features/site/api/get-site-info';
import { setNavigator } from './lib/api';
import { queryClient } from './lib/query-client';
import './styles/index.css';
// The styles of what nearly every public page draws (form fields, lists and cards, paging, the popup
// window) join the entry's stylesheet: on a slow line each page's own small stylesheet was one more
// request before the page showed. The components still import them, for tests and the admin frame.
import './components/form/form.css';
import './components/list-table/list-table.css';
import './components/card-list/card-list.css';
import './components/pagination/pagination.css';
import './features/popup/components/popup-layer.css';

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

// In a transition, React renders the first view in slices of a few milliseconds and yields between
// them, instead of one long task that a phone's slow processor spends unable to answer a tap.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

// The KRDS typeface (PretendardGOV) in unicode-range slices, as a stylesheet that blocks nothing:
// system fonts carry the first paint, and a page fetches only the slices of its characters
// (vite.config.ts pretendardSlices). `optional` never swaps a slice in on the page that asked for it,
// so on the first page the slices only warm the cache for the next one: they are asked for once that
// page has loaded, drawn its late parts (popups, banners) and gone idle. Earlier, on a slow line,
// their 200 KiB and more share the line with the page's code, answers and images.
const TYPEFACE_DELAY_MS = 3000;
const loadTypeface = () => void import('pretendard-gov/dist/web/static/pretendard-gov-dynamic-subset.css');
const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(loadTypeface, { timeout: TYPEFACE_DELAY_MS }) : loadTypeface());
const afterLoad = () => window.setTimeout(whenIdle, TYPEFACE_DELAY_MS);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
