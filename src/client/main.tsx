import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from './app/pwa/install-prompt';
import { AppRouter } from './app/router';
import { SessionProvider } from './lib/session/session-provider';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before React starts: the browser's install offer may come early, and is kept for the notices.
captureInstallPrompt();

createRoot(container).render(
  <StrictMode>
    <SessionProvider>
      <AppRouter />
    </SessionProvider>
  </StrictMode>,
);
