import '@/lib/zod-jitless';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { checkAuth } from '@/lib/auth-store';
import { saveUtmSource } from '@/lib/utm';
import { installZoomGuard } from '@/lib/zoom-guard';
import { createAppRouter } from './router';

installZoomGuard();
saveUtmSource(window.location.search);
void checkAuth();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
