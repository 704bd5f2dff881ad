import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FactState } from '@shared-schema';
import { describeFacts } from '@contract-engine/builder';
import { clauseRows, detailFields } from './detail-fields';
import { DetailsPanel } from './details-panel';

const declaration = describeFacts('service-agreement');
if (!declaration) throw new Error('the service agreement is a declared type');

const STATES: FactState[] = [
  { key: 'CLIENT NAME', value: 'Pixel & Co LLC', status: 'given' },
  { key: 'CLIENT TYPE', value: 'limited liability company', status: 'given' },
  { key: 'SERVICE PROVIDER NAME', value: 'Jane Doe', status: 'given' },
  { key: 'PROVIDER TYPE', value: 'individual', status: 'given' },
  { key: 'PAYMENT AMOUNT', value: '$5,000', status: 'given' },
  { key: 'START DATE', value: 'May 3, 2027', status: 'given' },
  { key: 'END DATE', value: '', status: 'asked' },
  { key: 'DATE', value: 'November 28, 2026', status: 'default' },
];
const CONTENT = 'SERVICE AGREEMENT\n\n1. SERVICES\n\nThe work.\n\n2. CONFIDENTIALITY\n\nSecrets stay secret.';

function renderPanel(onAction = vi.fn(), disabled = false) {
  const fields = detailFields(declaration!, STATES);
  render(
    <DetailsPanel
      fields={fields}
      clauses={clauseRows(declaration!, CONTENT)}
      disabled={disabled}
      onAction={onAction}
      focus={null}
    />,
  );
  return onAction;
}

// The panel renders a dozen editors; jsdom on a loaded machine needs more than the default 5 s.
describe('details panel', { timeout: 20_000 }, () => {
  it('lists every fact with its value and state, parties first', () => {
    renderPanel();
    // Role queries over the whole panel are slow in jsdom: the forms are read by their label attribute.
    const rows = [...document.querySelectorAll('form')].map((form) => form.getAttribute('aria-label'));
    expect(rows.slice(0, 2)).toEqual(['Edit Client', 'Edit Service provider']);
    expect(screen.getByLabelText('Client name')).toHaveValue('Pixel & Co LLC');
    expect(screen.getByLabelText('Payment amount')).toHaveValue('5000');
    expect(screen.getByLabelText('Start date')).toHaveValue('2027-05-03');
    const status = (key: string) =>
      document.querySelector(`[data-fact="${key}"] [data-status]`)?.getAttribute('data-status');
    expect(status('CLIENT NAME')).toBe('given');
    expect(status('END DATE')).toBe('asked');
    expect(status('DATE')).toBe('default');
    expect(status('PAYMENT METHOD')).toBe('marker');
  });

  it('sets a corrected party name with Enter', () => {
    const onAction = renderPanel();
    const name = screen.getByRole('textbox', { name: 'Client name' });
    fireEvent.change(name, { target: { value: 'Pixel and Co Inc.' } });
    fireEvent.submit(name);
    expect(onAction).toHaveBeenCalledWith({ action: 'set', key: 'CLIENT NAME', value: 'Pixel and Co Inc.' });
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('sets a party as a person or an organisation with its legal form', () => {
    const onAction = renderPanel();
    const provider = screen.getByRole('form', { name: 'Edit Service provider' });
    fireEvent.click(within(provider).getByRole('radio', { name: 'Organisation' }));
    fireEvent.change(within(provider).getByRole('combobox', { name: 'Service provider legal form' }), {
      target: { value: 'limited liability company' },
    });
    fireEvent.click(within(provider).getByRole('button', { name: 'Save' }));
    expect(onAction).toHaveBeenCalledWith({
      action: 'set',
      key: 'PROVIDER TYPE',
      value: 'limited liability company',
    });
  });

  it('writes an amount with its currency', () => {
    const onAction = renderPanel();
    const amount = screen.getByRole('textbox', { name: 'Payment amount' });
    fireEvent.change(amount, { target: { value: '6200' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment amount currency' }), {
      target: { value: 'GBP' },
    });
    fireEvent.submit(amount);
    expect(onAction).toHaveBeenCalledWith({ action: 'set', key: 'PAYMENT AMOUNT', value: '£6,200' });
  });

  it('does not save an unchanged or unreadable amount', () => {
    const onAction = renderPanel();
    const amount = screen.getByRole('textbox', { name: 'Payment amount' });
    fireEvent.submit(amount);
    fireEvent.change(amount, { target: { value: 'lots' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
    fireEvent.submit(amount);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('writes a picked date in words', () => {
    const onAction = renderPanel();
    const date = screen.getByLabelText('Start date');
    fireEvent.change(date, { target: { value: '2027-05-10' } });
    fireEvent.submit(date);
    expect(onAction).toHaveBeenCalledWith({ action: 'set', key: 'START DATE', value: 'May 10, 2027' });
  });

  it('says there is none for a conditional fact in one click', () => {
    const onAction = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'End date: No end date' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'set', key: 'END DATE', value: 'no fixed end date' });
  });

  it('removes an optional clause and offers the removed ones back', () => {
    const onAction = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Confidentiality clause' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'remove-clause', clause: 'CONFIDENTIALITY' });
    fireEvent.click(screen.getByRole('button', { name: 'Restore the Intellectual property clause' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'restore-clause', clause: 'INTELLECTUAL PROPERTY' });
    expect(screen.queryByRole('button', { name: /the Services clause/ })).toBeNull();
  });

  it('changes nothing while a turn is pending', () => {
    renderPanel(vi.fn(), true);
    expect(screen.getByRole('textbox', { name: 'Client name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove the Confidentiality clause' })).toBeDisabled();
  });

  it('brings the requested fact into focus, a legal form opening its party', () => {
    const fields = detailFields(declaration!, STATES);
    const props = { fields, clauses: [], disabled: false, onAction: vi.fn() };
    const { rerender } = render(<DetailsPanel {...props} focus={null} />);
    rerender(<DetailsPanel {...props} focus={{ key: 'CLIENT TYPE', at: 1 }} />);
    expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveFocus();
    rerender(<DetailsPanel {...props} focus={{ key: 'PAYMENT METHOD', at: 2 }} />);
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveFocus();
  });
});
