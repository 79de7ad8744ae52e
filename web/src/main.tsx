import '@fontsource/kanit/400.css';
import '@fontsource/kanit/600.css';
import './index.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { i18nReady } from '@/lib/i18n';
import { preloadToasts } from '@/lib/toast';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The remembered language's texts first: the first paint is already in that language. The
// first render is a transition: React draws it in slices that let the browser answer between
// them instead of one long task, and the loading layout stays until that render is committed
// (a Suspense boundary inside it may still show its own fallback).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
window.addEventListener('load', () => preloadToasts(), { once: true });
