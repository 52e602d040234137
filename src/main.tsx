import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, registerServiceWorker } from './app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive rendered at build time (src/app/entrypoint/prerender.tsx): they paint
// as they are, and React takes over their markup in slices that leave the main thread free for
// input (a transition) rather than in one long task. Every other path gets the empty shell.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

registerServiceWorker();
