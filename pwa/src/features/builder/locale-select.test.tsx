import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_LOCALES, localeFromLanguages } from '@shared-schema';
import { LocaleSelect } from './locale-select';

describe('contract locale', () => {
  it('offers every locale and reports the one chosen', () => {
    const onChange = vi.fn();
    render(<LocaleSelect locale="en-US" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Contract language' });
    expect(screen.getAllByRole('option')).toHaveLength(CONTRACT_LOCALES.length);
    expect(select).toHaveValue('en-US');
    fireEvent.change(select, { target: { value: 'en-GB' } });
    expect(onChange).toHaveBeenCalledWith('en-GB');
  });

  it('cannot be changed on a finalized contract', () => {
    render(<LocaleSelect locale="en-AU" disabled onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Contract language' })).toBeDisabled();
  });

  it('starts from the browser: an English locale as it is, EU browsers get European English', () => {
    expect(localeFromLanguages(['en-GB', 'en'])).toBe('en-GB');
    expect(localeFromLanguages(['en_au'])).toBe('en-AU');
    expect(localeFromLanguages(['de-DE', 'en-US'])).toBe('en-150');
    expect(localeFromLanguages(['en-DE'])).toBe('en-150');
    expect(localeFromLanguages(['nl'])).toBe('en-150');
    expect(localeFromLanguages(['en', 'en-IE'])).toBe('en-IE');
    expect(localeFromLanguages(['pt-BR', 'ja'])).toBe('en-US');
    expect(localeFromLanguages([])).toBe('en-US');
  });
});
