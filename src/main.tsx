import { StrictMode } from 'react';
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
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
