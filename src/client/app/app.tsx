import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { followOtherTabs } from '../auth/session-store';
import { DialogHost } from '../ui/dialog-host';
import { Toaster } from '../ui/toaster';
import { createAppRouter } from './app-router';

/** The whole client: router, toasts (max 3, 3 s) and the global dialog host. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(followOtherTabs, []);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <DialogHost />
    </>
  );
}
