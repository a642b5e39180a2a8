import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './styles.css';
import { AlertProvider } from './components/alert-provider.tsx';
import { createRouter } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const router = createRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first render is a task of its own, after the one that evaluates the scripts and starts the
// router (and with it the page's data): two shorter tasks instead of one long one before a
// shopper can tap (Lighthouse's total blocking time, docs/performance.md).
setTimeout(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AlertProvider>
          <RouterProvider router={router} />
        </AlertProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
