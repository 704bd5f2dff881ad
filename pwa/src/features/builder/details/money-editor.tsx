import { useState } from 'react';
import type { ContractLocale } from '@shared-schema';
import Form from 'react-bootstrap/Form';
import { EditorForm } from './editor-form';
import {
  cleanAmount,
  CURRENCIES,
  formatMoney,
  parseMoney,
  PERIODS,
  type CurrencyCode,
  type Period,
} from './money-value';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Offer "per month", "per hour"... (rent, rates); a one-off amount has no period. */
  withPeriod: boolean;
  /** The contract's locale: its currency is the default, and a plain "$" its own dollar. */
  locale: ContractLocale;
  onSave: (value: string) => void;
}

/** Amount, currency and (for rates) period of a money fact. */
export function MoneyEditor({ id, label, value, withPeriod, locale, onSave }: Props) {
  const stored = parseMoney(value, locale);
  const [amount, setAmount] = useState(stored.amount);
  const [currency, setCurrency] = useState<CurrencyCode>(stored.currency);
  const [period, setPeriod] = useState<Period>(stored.period);
  const next = formatMoney({ amount, currency, period }, locale);
  const invalid = amount.trim() !== '' && cleanAmount(amount) === null;

  return (
    <EditorForm name={`Edit ${label}`} canSave={next !== '' && next !== value} onSave={() => onSave(next)}>
      <Form.Control
        id={id}
        size="sm"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        placeholder="Amount"
        aria-label={/\bamount\b/i.test(label) ? label : `${label} amount`}
        aria-invalid={invalid || undefined}
        style={{ flex: '1 1 7rem', minWidth: 0 }}
      />
      <Form.Select
        size="sm"
        value={currency}
        onChange={(event) => {
          const found = CURRENCIES.find((option) => option.code === event.target.value);
          if (found) setCurrency(found.code);
        }}
        aria-label={`${label} currency`}
        style={{ flex: '0 1 6.5rem' }}
      >
        {CURRENCIES.map((option) => (
          <option key={option.code} value={option.code} title={option.label}>
            {option.code}
          </option>
        ))}
      </Form.Select>
      {withPeriod ? (
        <Form.Select
          size="sm"
          value={period}
          onChange={(event) => {
            const found = PERIODS.find((option) => option === event.target.value);
            if (found !== undefined) setPeriod(found);
          }}
          aria-label={`${label} period`}
          style={{ flex: '0 1 8rem' }}
        >
          {PERIODS.map((option) => (
            <option key={option} value={option}>
              {option === '' ? 'one-off' : option}
            </option>
          ))}
        </Form.Select>
      ) : null}
      {invalid ? (
        <Form.Text className="text-danger w-100" role="alert">
          Enter an amount such as 2000 or 2,000.50.
        </Form.Text>
      ) : null}
    </EditorForm>
  );
}
