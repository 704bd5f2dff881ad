import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '../lib/session/session-provider';
import { UserDbProvider } from '../db/user-db/user-db-provider';
import { routes } from './routes';
import { createStore } from './store';

export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <SessionProvider>
        <UserDbProvider>
          <RouterProvider router={router} />
        </UserDbProvider>
      </SessionProvider>
    </Provider>
  );
}
