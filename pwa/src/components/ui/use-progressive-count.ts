import { useEffect, useRef, useState } from 'react';

/**
 * How many items of a long list to render: `step` at first, `step` more each time the sentinel (an element
 * placed after the rendered items) comes near the viewport. A list of 10,000 cards renders in a moment and
 * stays responsive while it keeps changing (a first sync on a new device); scrolling reveals the rest.
 * `resetKey` starts over (a new search or sort). Without IntersectionObserver everything renders.
 */
export function useProgressiveCount(
  total: number,
  resetKey: string,
  step = 60,
): { count: number; sentinel: (element: HTMLElement | null) => void } {
  const [state, setState] = useState({ key: resetKey, count: step });
  const count = state.key === resetKey ? state.count : step;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const more = useRef(() => {});
  more.current = () => setState({ key: resetKey, count: count + step });

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, count]);

  const shown = typeof IntersectionObserver === 'undefined' ? total : Math.min(total, count);
  return { count: shown, sentinel: setElement };
}
