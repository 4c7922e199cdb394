import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import './index.css';

// The spec's browser test helpers; the condition is false in production builds, so the module is left out.
if (import.meta.env.DEV) void import('./features/auth/dev-test-helpers');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
