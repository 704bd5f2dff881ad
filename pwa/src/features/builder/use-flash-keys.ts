import { useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '../../lib/shared-constants';
import { newlyFilledKeys } from './contract-markup';

/** Placeholder keys filled since the last change, highlighted for 2 seconds (spec 000 section 2); none on first show. */
export function useFlashKeys(placeholders: Record<string, string> | null | undefined): Set<string> {
  const previous = useRef<Record<string, string> | null | undefined>(undefined);
  const [flash, setFlash] = useState<Set<string>>(() => new Set());
  const signature = JSON.stringify(placeholders ?? null);

  useEffect(() => {
    const before = previous.current;
    previous.current = placeholders;
    if (before === undefined) return;
    const keys = newlyFilledKeys(before, placeholders);
    if (keys.size === 0) return;
    setFlash(keys);
    const timer = setTimeout(() => setFlash(new Set()), TIMINGS_MS.placeholderHighlight);
    return () => clearTimeout(timer);
    // `signature` stands for the placeholder values; a new object with equal values is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  return flash;
}
