import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { Providers } from './app/providers';
import './index.css';

const router = createAppRouter();
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
// the main thread for the whole page (the first load's long tasks).
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
