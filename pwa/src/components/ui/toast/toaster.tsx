import { useSyncExternalStore } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { toastStore, type ToastVariant } from './toast-store';

const HEADER_CLASS: Record<ToastVariant, string> = {
  default: '',
  success: 'text-success-emphasis',
  destructive: 'text-danger-emphasis',
};

/** Renders the toast store; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          show={item.open}
          onClose={() => toastStore.dismiss(item.id)}
          bg={
            item.variant === 'destructive'
              ? 'danger-subtle'
              : item.variant === 'success'
                ? 'success-subtle'
                : 'light'
          }
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
        >
          <Toast.Header closeLabel="Dismiss notification">
            <strong className={`me-auto ${HEADER_CLASS[item.variant ?? 'default']}`}>{item.title}</strong>
          </Toast.Header>
          {item.description ? <Toast.Body>{item.description}</Toast.Body> : null}
        </Toast>
      ))}
    </ToastContainer>
  );
}
