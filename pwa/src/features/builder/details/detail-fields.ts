import type {
  ClauseDeclaration,
  ContractLocale,
  FactDeclaration,
  FactsDeclaration,
  FactState,
} from '@shared-schema';

// The Details panel's rows, from the engine's declaration of the contract type and the state of
// each fact: a party's legal form shares the row of the party's name.

export interface FieldFact {
  declaration: FactDeclaration;
  state: FactState;
}

export interface DetailField extends FieldFact {
  /** A party's legal form, edited in the party's row. */
  form: FieldFact | null;
  /** The contract's locale (an amount's default currency); US English when it has none. */
  locale?: ContractLocale;
}

export interface ClauseRow {
  clause: ClauseDeclaration;
  removed: boolean;
}

const EMPTY_STATE = (key: string): FactState => ({ key, value: '', status: 'marker' });

/** The state of each fact; a value the contract holds (written by another assistant) counts as given. */
function stateOf(
  key: string,
  states: readonly FactState[],
  placeholders: Readonly<Record<string, string>> | null,
): FactState {
  const state = states.find((candidate) => candidate.key === key) ?? EMPTY_STATE(key);
  const held = placeholders?.[key]?.trim() ?? '';
  if (state.value === '' && held !== '') return { key, value: held, status: 'given' };
  return state;
}

export function detailFields(
  declaration: FactsDeclaration,
  states: readonly FactState[],
  placeholders: Readonly<Record<string, string>> | null = null,
  locale?: ContractLocale,
): DetailField[] {
  const formKeys = new Set(
    declaration.facts.flatMap((fact) =>
      fact.kind === 'party' && fact.party?.formKey ? [fact.party.formKey] : [],
    ),
  );
  const byKey = new Map(declaration.facts.map((fact) => [fact.key, fact]));
  const rows = declaration.facts
    .filter((fact) => !formKeys.has(fact.key))
    .map((fact): DetailField => {
      const formDeclaration = fact.party?.formKey ? byKey.get(fact.party.formKey) : undefined;
      return {
        declaration: fact,
        state: stateOf(fact.key, states, placeholders),
        form: formDeclaration
          ? { declaration: formDeclaration, state: stateOf(formDeclaration.key, states, placeholders) }
          : null,
        ...(locale ? { locale } : {}),
      };
    });
  // Parties first: they are what people check first and what most often comes out wrong.
  return [
    ...rows.filter((row) => row.declaration.kind === 'party'),
    ...rows.filter((row) => row.declaration.kind !== 'party'),
  ];
}

/** The row that edits `key` (a party's legal form opens the party's row). */
export function fieldFor(fields: readonly DetailField[], key: string): DetailField | undefined {
  return fields.find((field) => field.declaration.key === key || field.form?.declaration.key === key);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removable clauses, each marked removed when its numbered heading is no longer in the contract. */
export function clauseRows(declaration: FactsDeclaration, content: string | null): ClauseRow[] {
  if (!content?.trim()) return [];
  return declaration.clauses
    .filter((clause) => clause.removable)
    .map((clause) => ({
      clause,
      removed: !new RegExp(`^\\s*\\d{1,3}\\.\\s+${escapeRegExp(clause.id)}\\s*$`, 'mi').test(content),
    }));
}

/** The id of a field's first input, which its label names and a marker click focuses. */
export function fieldInputId(key: string): string {
  return `fact-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
