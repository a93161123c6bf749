import '@emotion-guru/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@/shared/i18n';
import { App } from './App.tsx';
import { createAppRouter } from './router.tsx';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const i18n = await createI18n();
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <App router={router} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
