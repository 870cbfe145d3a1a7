import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from './lib/session';
import { AppRoutes } from './app/router';
import { RateLimitNotice } from './components/rate-limit-notice';
import './styles.css';

// Unhandled rejections are logged, ignoring third-party noise (browser extensions).
window.addEventListener('unhandledrejection', (event) => {
  const reason = String((event.reason as Error | undefined)?.stack ?? event.reason ?? '');
  if (/extension:\/\//.test(reason)) return;
  console.error('Unhandled promise rejection:', event.reason);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
        <RateLimitNotice />
      </BrowserRouter>
    </SessionProvider>
  </StrictMode>,
);
