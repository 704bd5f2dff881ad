import { useState } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import type { UserDbValue } from '../../../db/user-db/user-db-context';
import type { LocalContract, LocalVersion } from '../../../db/user-db/user-db-types';
import { useLocalVersions } from '../../../db/use-user-db';
import { HistoryPanel } from './history-panel';
import { changeWithVersion } from './record-version';

/** The History button and panel of a signed-in user's contract (decision 0200). */
export function ContractHistory({
  value,
  contract,
  onDownloadSince,
  downloadNote,
}: {
  value: UserDbValue;
  contract: LocalContract;
  /** Null while the contract cannot be downloaded (not generated yet, or offline). */
  onDownloadSince: ((versionId: string) => void) | null;
  downloadNote: string;
}) {
  const [open, setOpen] = useState(false);
  const versions = useLocalVersions(contract.id);
  const finalized = contract.status === 'finalized';

  const restore = async (version: LocalVersion & { number: number }) => {
    await changeWithVersion(
      value.documents,
      contract,
      { content: version.content, placeholders: version.placeholders },
      {
        authorKind: 'person',
        cause: 'restore',
        restoredFrom: version.id,
        restoredLabel: `Restored version ${version.number}`,
      },
    );
    toast({
      title: 'Version restored',
      description: `The contract reads as version ${version.number} again.`,
    });
  };

  return (
    <div className="mb-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-expanded={open}
        aria-controls="contract-history"
        onClick={() => setOpen((was) => !was)}
      >
        History{versions.data.length > 0 ? ` (${versions.data.length})` : ''}
      </button>
      {open ? (
        <section id="contract-history" className="card card-body mt-2" aria-labelledby="history-heading">
          <h2 id="history-heading" className="h5">
            History
          </h2>
          <HistoryPanel
            versions={versions.data}
            onRestore={finalized ? null : restore}
            onDownloadSince={onDownloadSince ? (version) => onDownloadSince(version.id) : undefined}
            downloadNote={downloadNote}
          />
        </section>
      ) : null}
    </div>
  );
}
