import type { ReactNode } from 'react';

/** One h1 per screen, with an optional lead line. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-4">
      <h1 className="h2 fw-bold">{title}</h1>
      {lead ? <p className="lead text-body-secondary mb-0">{lead}</p> : null}
      {children}
    </header>
  );
}
