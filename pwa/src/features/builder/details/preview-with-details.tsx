import { useCallback, useState, type ComponentProps } from 'react';
import type { FactAction } from '@shared-schema';
import { ContractPreview } from '../contract-preview';
import type { ClauseRow, DetailField } from './detail-fields';
import { DetailsPanel, type FocusRequest } from './details-panel';
import { PreviewTabs, type PreviewTab } from './preview-tabs';
import { useNarrowScreen } from './use-narrow-screen';

interface Props {
  preview: Omit<ComponentProps<typeof ContractPreview>, 'onMarker'>;
  fields: readonly DetailField[];
  clauses: readonly ClauseRow[];
  disabled: boolean;
  closedReason?: string | null;
  onAction: (action: FactAction) => void;
}

/**
 * The preview with the Details panel beside it (768 px and wider) or as a second tab (narrower). A
 * click on an `[INSERT …]` marker opens that fact's editor.
 */
export function PreviewWithDetails({ preview, fields, clauses, disabled, closedReason, onAction }: Props) {
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<PreviewTab>('preview');
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const openFact = useCallback((key: string) => {
    setTab('details');
    setFocus({ key, at: Date.now() });
  }, []);

  const previewCard = <ContractPreview {...preview} onMarker={openFact} />;
  const panel = (
    <DetailsPanel
      fields={fields}
      clauses={clauses}
      disabled={disabled}
      closedReason={closedReason}
      onAction={onAction}
      // A request made on the Preview tab is carried out once the Details tab shows.
      focus={narrow && tab !== 'details' ? null : focus}
    />
  );

  if (narrow) return <PreviewTabs tab={tab} onTab={setTab} preview={previewCard} details={panel} />;
  return (
    <div className="d-flex flex-row gap-3 flex-grow-1">
      <div className="d-flex flex-column" style={{ flex: '3 1 0', minWidth: 0 }}>
        {previewCard}
      </div>
      <div className="d-flex flex-column" style={{ flex: '2 1 0', minWidth: 0 }}>
        {panel}
      </div>
    </div>
  );
}
