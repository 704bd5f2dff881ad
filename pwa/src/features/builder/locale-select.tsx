import Form from 'react-bootstrap/Form';
import { CONTRACT_LOCALE_LABELS, CONTRACT_LOCALES, type ContractLocale } from '@shared-schema';

interface Props {
  locale: ContractLocale;
  disabled?: boolean;
  onChange: (locale: ContractLocale) => void;
}

/** Which English the contract is written in (spelling, dates, amounts); a new contract starts with the browser's. */
export function LocaleSelect({ locale, disabled = false, onChange }: Props) {
  return (
    <Form.Group controlId="contract-locale" className="d-flex align-items-center gap-2 mb-3">
      <Form.Label className="small text-body-secondary mb-0">Contract language</Form.Label>
      <Form.Select
        size="sm"
        style={{ maxWidth: 260 }}
        value={locale}
        disabled={disabled}
        onChange={(event) => {
          const chosen = CONTRACT_LOCALES.find((l) => l === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {CONTRACT_LOCALES.map((l) => (
          <option key={l} value={l}>
            {CONTRACT_LOCALE_LABELS[l]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
