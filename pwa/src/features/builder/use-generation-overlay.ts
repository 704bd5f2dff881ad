import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '../../lib/shared-constants';

/** The 'Generating...' countdown (spec 000 section 4): 60 s, ends at 0 or when stopped (error or success). */
export function useGenerationOverlay() {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setSecondsLeft(null);
  }, []);

  const start = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    const endsAt = Date.now() + TIMINGS_MS.generationCountdown;
    setSecondsLeft(Math.round(TIMINGS_MS.generationCountdown / 1000));
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      if (left === 0) {
        if (timer.current) clearInterval(timer.current);
        timer.current = null;
        setSecondsLeft(null);
      } else setSecondsLeft(left);
    }, 250);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  return { secondsLeft, start, stop };
}
