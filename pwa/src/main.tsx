import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) {
  // A transition lets React yield to the browser while it builds the first screen instead of one long blocking task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
