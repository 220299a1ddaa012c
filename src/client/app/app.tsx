// zod's settings before any schema is built (the declarations the router's pages import).
import '../api/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { createAppRouter } from './app-router';
import { QueryDevtools } from './query-devtools';

/** The whole app behind the entry: the server-state cache and the router (entry.tsx holds the toasts and the dialog host). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <QueryDevtools />
    </QueryClientProvider>
  );
}
