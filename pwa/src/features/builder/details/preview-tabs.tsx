import { useId, type KeyboardEvent, type ReactNode } from 'react';

export type PreviewTab = 'preview' | 'details';

interface Props {
  tab: PreviewTab;
  onTab: (tab: PreviewTab) => void;
  preview: ReactNode;
  details: ReactNode;
}

const TABS: ReadonlyArray<{ id: PreviewTab; label: string }> = [
  { id: 'preview', label: 'Preview' },
  { id: 'details', label: 'Details' },
];

/** Small screens: the preview and the Details panel as two tabs (WAI-ARIA tabs, arrow keys switch). */
export function PreviewTabs({ tab, onTab, preview, details }: Props) {
  const base = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tab === 'preview' ? 'details' : 'preview';
    onTab(next);
    document.getElementById(`${base}-${next}-tab`)?.focus();
  };
  return (
    <div className="d-flex flex-column flex-grow-1">
      <div role="tablist" aria-label="Contract views" className="nav nav-tabs mb-2">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${base}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${base}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={`nav-link ${tab === id ? 'active' : ''}`}
            onClick={() => onTab(id)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ id }) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-${id}-panel`}
          aria-labelledby={`${base}-${id}-tab`}
          hidden={tab !== id}
          className={tab === id ? 'd-flex flex-column flex-grow-1' : undefined}
        >
          {id === 'preview' ? preview : details}
        </div>
      ))}
    </div>
  );
}
