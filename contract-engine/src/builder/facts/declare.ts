import type {
  ClauseDeclaration,
  ContractLocale,
  FactDeclaration,
  FactsDeclaration,
  FieldKind,
} from '@shared-schema';
import type { ContractTypeDef, FactSpec } from '../model';
import { slotKeys } from '../render';
import { findContractType } from '../types/registry';
import { legalSystemsOf } from './legal-systems';
import { NONE_VALUES } from './none-values';
import { localiseSpelling } from './spelling';

// One declaration per contract type, derived from its definition: the panel's fields, the words a
// request may use to name a fact, and the clauses that can be removed all come from here, so no
// word list is copied by hand into a reader.

export const PARTY_FORMS = [
  'individual',
  'sole proprietorship',
  'limited liability company',
  'corporation',
  'limited company',
  'partnership',
  'limited liability partnership',
  'nonprofit corporation',
  'trust',
] as const;
export const PAYMENT_SCHEDULES = ['upfront', 'monthly', 'in milestones', 'on completion', 'net 30'] as const;
export const PAYMENT_METHODS = ['bank transfer', 'check', 'PayPal', 'credit card', 'cash'] as const;

const FIELD_KIND: Readonly<Record<FactSpec['kind'], FieldKind>> = {
  'party-name': 'party',
  'party-type': 'party-form',
  money: 'money',
  percentage: 'percentage',
  date: 'date',
  duration: 'duration',
  text: 'text',
  address: 'address',
  jurisdiction: 'jurisdiction',
  'payment-schedule': 'choice',
  'payment-method': 'choice',
};

/** Words of a key that say nothing about which fact it is. */
const FILLER = new Set(['NAME', 'TYPE', 'AMOUNT', 'DESCRIPTION', 'OF', 'THE']);

function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  return `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
}

/** "CLIENT NAME" -> "Client", "CLIENT TYPE" -> "Client's legal form", "SECURITY DEPOSIT" -> "Security deposit". */
export function factLabel(type: ContractTypeDef, fact: FactSpec): string {
  if (fact.label) return fact.label;
  const party = type.parties.find((candidate) => candidate.id === fact.party);
  const role = party ? sentenceCase(party.label) : '';
  if (fact.kind === 'party-name' && role) return role;
  if (fact.kind === 'party-type' && role) return `${role}'s legal form`;
  if (fact.key === 'DATE') return 'Agreement date';
  if (fact.key === 'JURISDICTION') return 'Governing law';
  return sentenceCase(fact.key);
}

function clauseOf(type: ContractTypeDef, key: string): string | undefined {
  return type.template.sections.find((section) =>
    section.paragraphs.some((paragraph) => slotKeys(paragraph).includes(key)),
  )?.heading;
}

function synonymsOf(type: ContractTypeDef, fact: FactSpec, label: string): string[] {
  const party = type.parties.find((candidate) => candidate.id === fact.party);
  const keyWords = fact.key.split(' ').filter((word) => !FILLER.has(word));
  const words = [
    label.toLowerCase(),
    fact.key.toLowerCase(),
    keyWords.join(' ').toLowerCase(),
    ...(fact.synonyms ?? []),
    ...(fact.kind === 'party-name' ? (party?.cues ?? []) : []),
    ...(fact.kind === 'party-name' && party ? [party.label.toLowerCase()] : []),
  ];
  return [...new Set(words.filter((word) => word.trim()))];
}

function declareFact(type: ContractTypeDef, fact: FactSpec): FactDeclaration {
  const label = factLabel(type, fact);
  const kind = fact.fieldKind ?? FIELD_KIND[fact.kind];
  const party = type.parties.find((candidate) => candidate.id === fact.party);
  const clause = clauseOf(type, fact.key);
  const none = NONE_VALUES[fact.kind];
  const options = fact.options
    ? [...fact.options]
    : fact.kind === 'party-type'
      ? [...PARTY_FORMS]
      : fact.kind === 'payment-schedule'
        ? [...PAYMENT_SCHEDULES]
        : fact.kind === 'payment-method'
          ? [...PAYMENT_METHODS]
          : undefined;
  return {
    key: fact.key,
    label,
    kind,
    engineKind: fact.kind,
    question: fact.question,
    required: fact.required,
    ...(options ? { options, allowOther: true } : {}),
    ...(party
      ? {
          party: {
            id: party.id,
            role: party.label,
            ...(party.typeKey ? { formKey: party.typeKey } : {}),
          },
        }
      : {}),
    ...(!fact.required && none && fact.kind !== 'party-name'
      ? {
          condition: {
            text: `Only if there is ${/^(an?|the)\s/i.test(label) ? label.toLowerCase() : `a ${label.toLowerCase()}`}`,
            noneValue: none.value,
            noneLabel: none.label(label),
          },
        }
      : {}),
    ...(clause ? { clause } : {}),
    synonyms: synonymsOf(type, fact, label),
  };
}

/** Sections holding a required fact, and the core ones every contract of the type needs, stay. */
const CORE_SECTIONS = /^(?:TERM|PAYMENT|PARTIES|GOVERNING LAW|GENERAL PROVISIONS|ENTIRE AGREEMENT)$/;

/** Clause ids are the headings as the contract writes them; either spelling removes the clause. */
function declareClauses(type: ContractTypeDef, locale: ContractLocale): ClauseDeclaration[] {
  const required = new Set(type.facts.filter((fact) => fact.required).map((fact) => fact.key));
  return type.template.sections.map((section) => {
    const facts = [...new Set(section.paragraphs.flatMap((paragraph) => slotKeys(paragraph)))];
    const heading = localiseSpelling(section.heading, locale);
    return {
      id: heading,
      title: sentenceCase(heading),
      removable: !CORE_SECTIONS.test(section.heading) && !facts.some((key) => required.has(key)),
      facts,
    };
  });
}

const CACHE = new Map<string, FactsDeclaration>();

/** The declared facts and clauses of a contract type (clauses as the locale spells them); undefined for an unknown type id. */
export function describeFacts(
  typeId: string,
  locale: ContractLocale = 'en-US',
): FactsDeclaration | undefined {
  const cached = CACHE.get(`${typeId}|${locale}`);
  if (cached) return cached;
  const type = findContractType(typeId);
  if (!type) return undefined;
  const declaration: FactsDeclaration = {
    typeId: type.id,
    title: type.title,
    facts: type.facts.map((fact) => declareFact(type, fact)),
    clauses: declareClauses(type, locale),
    legalSystems: legalSystemsOf(type),
  };
  CACHE.set(`${typeId}|${locale}`, declaration);
  return declaration;
}
