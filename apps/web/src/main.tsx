import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/mantine-first-load.css';
import './app/global.css';
import { PageLoading } from './app/page-loading';
import { ConnectionNotices } from './app/connection-notices';
import { AppProviders, preloadNotificationStack } from './app/providers';
import { preloadRoute, router } from './app/router';
import { getSession } from './lib/session';
import { startPendingSignOuts } from './lib/pending-sign-out';
import { afterFirstPaint } from './lib/after-first-paint';
import { watchLoginFirstPaint } from './features/auth/login-first-paint';
import { activateLanguage, startingLanguage } from './i18n/i18n';

// The portal's service worker (docs/decisions/171) registers once the page has rendered and the
// browser is idle, from a chunk of its own, so the first load neither waits for it nor carries it.
// It also unregisters any other worker left by an earlier deployment (spec 3 §2.1).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  afterFirstPaint(() => void import('./app/portal-worker').catch(() => undefined));
}

afterFirstPaint(preloadNotificationStack);

// A sign-out made offline reaches the server once the connection is back (decision 187).
startPendingSignOuts();

// A signed-in visit: the frame's and the page's code, and the page's first data, load together.
if (getSession().token) preloadRoute(window.location.pathname);

// The login page's HTML gives way should the app show another page (docs/decisions/261).
watchLoginFirstPaint();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first paint is in the HTML: the app renders in slices that leave the phone free to answer a
// tap between them, instead of one long task (docs/decisions/263).
const root = createRoot(container);
// Another language's frame words come first (English has none to load), so no page shows half of each.
void activateLanguage(startingLanguage(), { remember: new URLSearchParams(location.search).has('lang') })
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <Suspense fallback={<PageLoading />}>
              <RouterProvider router={router} />
            </Suspense>
            <ConnectionNotices />
          </AppProviders>
        </StrictMode>,
      ),
    ),
  );
