import type { FactSpec } from '../model';

// Facts that nearly every contract type needs, with one wording so questions stay consistent.

export function agreementDateFact(): FactSpec {
  return {
    key: 'DATE',
    kind: 'date',
    question: 'What date should the agreement be dated (the effective date)?',
    importance: 3,
    required: false,
    cues: ['dated', 'signed', 'signing', 'effective', 'agreement date', 'as of'],
    cuedOnly: true,
  };
}

/**
 * The notice either party gives to end the agreement: the template's usual period until the person changes it
 * ("make the notice period 60 days"), so it is never asked and never a marker.
 */
export function noticePeriodFact(usual: string): FactSpec {
  return {
    key: 'NOTICE PERIOD',
    kind: 'duration',
    question: 'How much written notice must a party give to end the agreement, for example 30 days?',
    importance: 2,
    required: false,
    cues: ['notice'],
    cuedOnly: true,
    synonyms: ['notice', 'termination notice', 'notice to terminate', 'notice to end'],
    defaultValue: usual,
  };
}

export function jurisdictionFact(importance = 6): FactSpec {
  return {
    key: 'JURISDICTION',
    kind: 'jurisdiction',
    question:
      "Which state's (or country's) law should govern the agreement? For example, California or New York.",
    importance,
    required: true,
  };
}

export function paymentMethodFact(importance = 5): FactSpec {
  return {
    key: 'PAYMENT METHOD',
    kind: 'payment-method',
    question: 'How will payments be made: bank transfer, check, PayPal, credit card or something else?',
    importance,
    required: false,
  };
}

export function partyNameFact(key: string, party: string, question: string, importance = 10): FactSpec {
  return { key, kind: 'party-name', question, importance, required: true, party };
}

export function partyTypeFact(key: string, party: string, who: string): FactSpec {
  return {
    key,
    kind: 'party-type',
    question: `Is ${who} an individual or a business? If a business, what kind (for example an LLC or a corporation)?`,
    importance: 4,
    required: false,
    party,
  };
}

export const START_CUES = [
  'start',
  'starting',
  'starts',
  'begin',
  'beginning',
  'begins',
  'commence',
  'commencing',
  'from',
  'effective',
  'move in',
  'move-in',
] as const;
export const END_CUES = [
  'end',
  'ending',
  'ends',
  'until',
  'till',
  'through',
  'expire',
  'expires',
  'finish',
  'complete',
  'completion',
  'to',
] as const;
