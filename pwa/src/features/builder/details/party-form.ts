/** The legal-form value of a party who is a person, as the engine writes it ("an individual"). */
export const INDIVIDUAL = 'individual';

/** Whether a party's legal form says a person (an individual, a sole proprietor or trader). */
export function isIndividualForm(value: string): boolean {
  return /\b(?:individual|sole (?:proprietor|trader)|natural person)\b/i.test(value);
}
