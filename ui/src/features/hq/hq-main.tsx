import '@/lib/zod-jitless';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HqApp } from './hq-app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from hq.html');

createRoot(container).render(
  <StrictMode>
    <HqApp />
  </StrictMode>,
);
