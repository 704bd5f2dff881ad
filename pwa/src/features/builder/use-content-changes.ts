import { useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '../../lib/shared-constants';
import { contentChanges, NO_CHANGES, type ContentChanges } from './content-changes';

/** Paragraphs an edit added or changed and sections it removed, shown for 2 seconds; none on first show. */
export function useContentChanges(content: string | null): ContentChanges {
  const previous = useRef<string | null | undefined>(undefined);
  const [changes, setChanges] = useState<ContentChanges>(NO_CHANGES);

  useEffect(() => {
    const before = previous.current;
    previous.current = content;
    if (before === undefined || before === content) return;
    const found = contentChanges(before, content);
    if (found.changed.size === 0 && found.removed.length === 0) return;
    setChanges(found);
    const timer = setTimeout(() => setChanges(NO_CHANGES), TIMINGS_MS.placeholderHighlight);
    return () => clearTimeout(timer);
  }, [content]);

  return changes;
}
