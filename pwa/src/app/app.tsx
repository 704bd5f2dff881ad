import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../lib/session/session-provider';
import { routes } from './routes';
import { createStore } from './store';

export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </Provider>
  );
}
