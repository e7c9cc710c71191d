import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, preloadPage } from './app/router';
import { Providers, type PageSeed } from './app/providers';
import { replayEarlyClicks } from './lib/early-clicks';
import { useSession } from './lib/session';
import { injectedSettings } from './lib/shop-settings';
import './index.css';

/** The API replies a server-rendered page was made with (server/features/spa/page-render.ts), for hydration. */
function readPageSeed(): PageSeed | undefined {
  const text = document.getElementById('page-seed')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageSeed;
  } catch {
    return undefined;
  }
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Replays the presses held before hydration once React has committed the first render (hydration
 * included) and the session is known. A transition yields while it hydrates, and a node gets its props
 * before the tree is committed: a held press replayed then could be lost. A page is rendered on the
 * server for everyone, so until the session arrives "Buy" or "Checkout" would answer as if signed out.
 */
function ReplayEarlyClicks({ children }: { children: ReactNode }) {
  const sessionKnown = !useSession().isPending;
  useEffect(() => {
    if (sessionKnown) replayEarlyClicks();
  }, [sessionKnown]);
  return children;
}

// Start-up runs as separate tasks (evaluating the scripts, making the router, rendering) instead of
// one long one, so a tap during start-up is answered between them (the first load's long tasks).
async function start() {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <Providers seed={[...(readPageSeed() ?? []), ...injectedSettings()]}>
        <ReplayEarlyClicks>
          <RouterProvider router={router} />
        </ReplayEarlyClicks>
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (root.firstElementChild) await preloadPage(window.location.pathname);
  // `/` (dist/home.html) and a style's page (rendered by the server) arrive with their first frame:
  // hydrate it, keeping the painted nodes; elsewhere render.
  // Both as a transition, so React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
