import { useEffect, useState } from 'react';

/** Chromium's install event; not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

export function isIosSafari(userAgent: string): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) && !/crios|fxios|edgios/i.test(userAgent);
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true)
  );
}

export type InstallOption =
  { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios-hint' } | { kind: 'none' };

/** What 'Install app' can do here: Chromium's prompt, a Safari how-to, or nothing (already installed). */
export function useInstallPrompt(): InstallOption {
  const [deferred, setDeferred] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      if (!isInstallPromptEvent(event)) return;
      event.preventDefault();
      setDeferred(event);
    };
    const onInstalled = () => {
      setInstalled(true);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed || isStandalone()) return { kind: 'none' };
  if (deferred) {
    return {
      kind: 'prompt',
      install: async () => {
        await deferred.prompt();
        setDeferred(null);
      },
    };
  }
  return isIosSafari(navigator.userAgent) ? { kind: 'ios-hint' } : { kind: 'none' };
}
