import { useMemo } from 'react';
import { compareTexts, describeFactChange, factChanges } from '@contract-engine/redline';
import { fillPlaceholders } from '@shared-schema';
import type { LocalVersion } from '../../../db/user-db/user-db-types';
import { RedlineView } from '../../../components/ui/redline-view';

type Numbered = LocalVersion & { number: number };

/** The text of a version as it reads: markers replaced by their filled-in values. */
export function versionText(version: Pick<LocalVersion, 'content' | 'placeholders'>): string {
  return fillPlaceholders(version.content, version.placeholders);
}

/** Two versions compared word by word (the same compareTexts as the Word download), with the facts that changed. */
export function VersionCompare({ from, to }: { from: Numbered; to: Numbered }) {
  const parts = useMemo(() => compareTexts(versionText(from), versionText(to)), [from, to]);
  const facts = useMemo(() => factChanges(from.placeholders, to.placeholders), [from, to]);
  const inserted = parts.filter((p) => p.kind === 'inserted').length;
  const deleted = parts.filter((p) => p.kind === 'deleted').length;
  return (
    <section aria-labelledby="compare-heading" className="mt-3">
      <h3 id="compare-heading" className="h6">
        Changes from version {from.number} to version {to.number}
      </h3>
      <p className="small mb-2" data-testid="compare-counts">
        {inserted} insertion{inserted === 1 ? '' : 's'}, {deleted} deletion{deleted === 1 ? '' : 's'}.
        Inserted text is underlined, deleted text is struck through.
      </p>
      <h4 className="h6 small fw-semibold">Changed facts</h4>
      {facts.length > 0 ? (
        <ul className="small" data-testid="changed-facts">
          {facts.map((change) => (
            <li key={change.key}>{describeFactChange(change)}</li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary">No facts changed; only the wording.</p>
      )}
      <RedlineView parts={parts} label={`Redline from version ${from.number} to version ${to.number}`} />
    </section>
  );
}
