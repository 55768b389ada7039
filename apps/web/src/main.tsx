import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setNavigator } from './lib/api';
import './styles/index.css';

const router = createAppRouter();
// The HTTP client's 401/403 redirects (spec §8) go through the router, without a reload.
setNavigator((to) => void router.navigate(to));

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
// (vite.config.ts pretendardSlices).
void import('pretendard-gov/dist/web/static/pretendard-gov-dynamic-subset.css');
