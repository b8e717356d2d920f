// First: configures zod before any schema module runs.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Toast styles ship in our stylesheet: sonner's own <style> injection would be refused by a strict CSP.
import 'sonner/dist/styles.css';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
