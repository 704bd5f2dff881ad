import type { ContractTypeSummary } from '@shared-schema';
import { CONTRACT_TYPES } from './types/registry';

/** Serializable descriptions of every contract type, for pickers and API answers. */
export function listContractTypes(): ContractTypeSummary[] {
  return CONTRACT_TYPES.map((type) => ({
    id: type.id,
    title: type.title,
    description: type.description,
    keywords: type.keywords.map(([word]) => word),
    facts: type.facts.map((fact) => ({
      key: fact.key,
      kind: fact.kind,
      question: fact.question,
      importance: fact.importance,
      required: fact.required,
    })),
  }));
}
