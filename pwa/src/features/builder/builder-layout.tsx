import type { ReactNode } from 'react';
import type { ContractStatus } from '@shared-schema';
import { GenerationOverlay } from './generation-overlay';
import { ProgressSteps } from './progress-steps';

interface Props {
  title: string;
  status: ContractStatus;
  downloadedAt?: string | null;
  overlaySeconds: number | null;
  chat: ReactNode;
  preview: ReactNode;
  notice?: ReactNode;
}

/** Split layout of spec 000 section 2: chat 2/5, preview 3/5 (stacked on small screens). */
export function BuilderLayout({ title, status, downloadedAt, overlaySeconds, chat, preview, notice }: Props) {
  return (
    <div className="container-fluid py-4 px-lg-4">
      <h1 className="h3 mb-2">{title}</h1>
      <ProgressSteps status={status} downloadedAt={downloadedAt ?? null} />
      {notice}
      {/* Each column is a flex column: its card grows to the row's height below any card above it, instead of
          taking the full height and running past the row (and over the page footer). */}
      <div className="d-flex flex-column flex-lg-row gap-3">
        <div className="d-flex flex-column" style={{ flex: '2 1 0', minWidth: 0 }}>
          {chat}
        </div>
        <div className="d-flex flex-column" style={{ flex: '3 1 0', minWidth: 0 }}>
          {preview}
        </div>
      </div>
      <GenerationOverlay secondsLeft={overlaySeconds} />
    </div>
  );
}
