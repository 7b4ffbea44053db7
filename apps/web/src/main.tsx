import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/mantine-first-load.css';
import './app/global.css';
import { PageLoading } from './app/page-loading';
import { AppProviders } from './app/providers';
import { preloadRoute, router } from './app/router';
import { getSession } from './lib/session';

// A service worker left by an earlier deployment would keep serving stale files (spec 3 §2.1).
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined);
}

// A signed-in visit: the frame's and the page's code, and the page's first data, load together.
if (getSession().token) preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <Suspense fallback={<PageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
