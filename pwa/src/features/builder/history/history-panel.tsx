import { useMemo, useState } from 'react';
import { orderVersions } from '@contract-engine/redline';
import type { LocalVersion } from '../../../db/user-db/user-db-types';
import { deviceId } from '../../../lib/device-id';
import { VersionCompare, versionText } from './version-compare';
import { versionAuthor, versionDevice, versionTime } from './version-label';

type Numbered = LocalVersion & { number: number };

interface Props {
  versions: readonly LocalVersion[];
  /** Null when the contract cannot change (finalized): versions still open and compare. */
  onRestore: ((version: Numbered) => Promise<void>) | null;
  /** Downloads the current contract as .docx with the changes since a version as tracked changes. */
  onDownloadSince?: (version: Numbered) => void;
  /** What that download costs, shown beside its button. */
  downloadNote?: string;
}

/**
 * The builder's History: every version of the contract (number, time, who, summary), newest first; open one
 * read-only, restore one (a new version), compare any two. Everything is read from the local database, so it
 * works offline.
 */
export function HistoryPanel({ versions, onRestore, onDownloadSince, downloadNote }: Props) {
  const ordered = useMemo(() => orderVersions(versions), [versions]);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const thisDevice = deviceId();
  const byId = new Map(ordered.map((v) => [v.id, v]));
  const latest = ordered.at(-1);
  const from = byId.get(fromId) ?? ordered.at(-2);
  const to = byId.get(toId) ?? latest;
  const opened = openedId ? byId.get(openedId) : undefined;
  const shown = compared ? { from: byId.get(compared.from), to: byId.get(compared.to) } : null;

  const restore = async (version: Numbered) => {
    if (!onRestore) return;
    setRestoring(true);
    try {
      await onRestore(version);
      setOpenedId(null);
    } finally {
      setRestoring(false);
    }
  };

  if (ordered.length === 0)
    return (
      <p className="small text-body-secondary mb-0">
        No versions yet. Each draft and each change you accept will be kept here.
      </p>
    );

  return (
    <div>
      <ol className="list-group mb-3" reversed aria-label="Versions, newest first">
        {[...ordered].reverse().map((version) => (
          <li key={version.id} className="list-group-item" data-testid="version-item">
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
              <div style={{ minWidth: 0 }}>
                <strong>Version {version.number}</strong>{' '}
                <span className="small text-body-secondary">
                  <time dateTime={version.createdAt}>{versionTime(version.createdAt)}</time> ·{' '}
                  {versionAuthor(version)} · {versionDevice(version, thisDevice)}
                </span>
                <div className="small" style={{ overflowWrap: 'anywhere' }}>
                  {version.summary}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-label={`Open version ${version.number}`}
                onClick={() => setOpenedId(version.id)}
              >
                Open
              </button>
            </div>
          </li>
        ))}
      </ol>

      {opened ? (
        <section aria-labelledby="opened-version-heading" className="mb-3">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
            <h3 id="opened-version-heading" className="h6 mb-0">
              Version {opened.number} (read-only)
            </h3>
            <div className="d-flex gap-2">
              {onRestore && opened.id !== latest?.id ? (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={restoring}
                  onClick={() => void restore(opened)}
                >
                  Restore version {opened.number}
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => setOpenedId(null)}
              >
                Close
              </button>
            </div>
          </div>
          {onDownloadSince && opened.id !== latest?.id ? (
            <p className="small mb-2">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm me-2"
                onClick={() => onDownloadSince(opened)}
              >
                Download .docx with changes since version {opened.number}
              </button>
              <span className="text-body-secondary" data-testid="tracked-download-cost">
                {downloadNote}
              </span>
            </p>
          ) : null}
          <div
            className="border rounded p-3 small bg-body-tertiary"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '50vh', overflowY: 'auto' }}
            role="document"
            aria-label={`Text of version ${opened.number}`}
            tabIndex={0}
          >
            {versionText(opened)}
          </div>
        </section>
      ) : null}

      {ordered.length >= 2 && from && to ? (
        <form
          className="d-flex flex-wrap align-items-end gap-2"
          aria-label="Compare two versions"
          onSubmit={(event) => {
            event.preventDefault();
            setCompared({ from: from.id, to: to.id });
          }}
        >
          <VersionSelect label="From" value={from.id} versions={ordered} onChange={setFromId} />
          <VersionSelect label="To" value={to.id} versions={ordered} onChange={setToId} />
          <button type="submit" className="btn btn-outline-primary btn-sm">
            Compare
          </button>
        </form>
      ) : null}
      {shown?.from && shown.to ? <VersionCompare from={shown.from} to={shown.to} /> : null}
    </div>
  );
}

function VersionSelect(props: {
  label: string;
  value: string;
  versions: readonly Numbered[];
  onChange: (id: string) => void;
}) {
  const id = `compare-${props.label.toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {props.label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.versions.map((version) => (
          <option key={version.id} value={version.id}>
            Version {version.number}
          </option>
        ))}
      </select>
    </div>
  );
}
