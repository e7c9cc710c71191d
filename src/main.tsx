import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';
import './index.css';

/** Lets the browser paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up runs as separate tasks (evaluating the scripts, making the router, rendering) instead of
// one long one, so a tap during start-up is answered between them (the first load's long tasks).
async function start() {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // `/` arrives prerendered (dist/home.html): hydrate it, keeping the painted nodes; elsewhere render.
  // Both as a transition, so React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
