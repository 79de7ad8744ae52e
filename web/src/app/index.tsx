import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { AppProvider, startApp } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
    startApp();
    return createAppRouter();
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
