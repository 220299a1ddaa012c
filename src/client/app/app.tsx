import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { followOtherTabs } from '../auth/session-store';
import { DialogHost } from '../ui/dialog-host';
import { Toaster } from '../ui/toaster';
import { createAppRouter } from './app-router';
import { QueryDevtools } from './query-devtools';

/** The whole client: the server-state cache, router, toasts (max 3, 3 s) and the global dialog host. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(followOtherTabs, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <DialogHost />
      <QueryDevtools />
    </QueryClientProvider>
  );
}
