import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleLanguage } from './app/console-language';
import { createQueryClient } from './app/query-client';
import { createConsoleRouter } from './router';
import './styles.css';

document.documentElement.lang = consoleLanguage;
const queryClient = createQueryClient();
const router = createConsoleRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
