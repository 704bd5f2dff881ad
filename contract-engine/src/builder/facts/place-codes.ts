import type { Country } from '../../language/country-hint';
import { codeInCountry } from '../extract/jurisdiction';

/**
 * "WA law" in a conversation about a job in Perth: a state code the message read as the US state is
 * read again in the country the conversation implies (language/country-hint.ts).
 */
export function settlePlaceCodes(
  values: Record<string, string>,
  text: string,
  country: Country | null,
): Record<string, string> {
  const value = values['JURISDICTION'];
  if (!value || !country || country === 'US') return values;
  for (const match of text.matchAll(/\b[A-Za-z]{2,3}\b/g)) {
    const reading = codeInCountry(match[0].toUpperCase(), country);
    if (reading && reading.usual === value) return { ...values, JURISDICTION: reading.local };
  }
  return values;
}
