import { useEffect, useRef, type RefObject } from 'react';
import { LIMITS } from '@shared-schema';
import { TIMINGS_MS } from '../../lib/shared-constants';

/** On small screens the preview sits below the chat: bring it into view about 1.5 s after it changed. */
export function useMobileScroll(target: RefObject<HTMLElement | null>, changeKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.innerWidth >= LIMITS.mobileBreakpointPx) return;
    const timer = setTimeout(
      () => target.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      TIMINGS_MS.previewScroll,
    );
    return () => clearTimeout(timer);
  }, [changeKey, target]);
}
