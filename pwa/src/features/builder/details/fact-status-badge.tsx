import Badge from 'react-bootstrap/Badge';
import type { FactStatus } from '@shared-schema';

const STATUS: Record<FactStatus, { label: string; bg: string; text?: 'dark'; title: string }> = {
  given: { label: 'Given', bg: 'success', title: 'You gave this value.' },
  none: { label: 'None', bg: 'secondary', title: 'You said there is none.' },
  default: {
    label: 'Default',
    bg: 'info',
    text: 'dark',
    title: 'Filled in for you; change it if it is wrong.',
  },
  asked: {
    label: 'Asked',
    bg: 'warning',
    text: 'dark',
    title: 'The assistant asked for this; not answered yet.',
  },
  marker: {
    label: 'Open',
    bg: 'light',
    text: 'dark',
    title: 'Not given yet: the contract shows an [INSERT …] marker here.',
  },
};

/** Where a fact's value came from: given, none, default, asked, or still an [INSERT …] marker. */
export function FactStatusBadge({ status }: { status: FactStatus }) {
  const shown = STATUS[status];
  return (
    <Badge bg={shown.bg} text={shown.text} className="border" title={shown.title} data-status={status}>
      {shown.label}
    </Badge>
  );
}
