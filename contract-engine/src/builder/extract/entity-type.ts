import { legalFormIn } from '../../language/legal-forms';
import { findStateAdjective } from './jurisdiction';

// A party's legal form as the builder writes it, with the US state when one is given: "a Texas
// limited liability company". The forms themselves are read in language/legal-forms.ts.

/** The legal form mentioned in `text`, with a US state prefix when given ("a Texas LLC"). */
export function detectEntityType(text: string): string | null {
  const best = legalFormIn(text);
  if (!best) return null;
  if (best.form === 'individual' || best.form === 'sole proprietorship') return best.form;
  const state = findStateAdjective(text.slice(0, best.index));
  return state ? `${state} ${best.form}` : best.form;
}
