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

interface ClausePeriod {
  key: string;
  /** The period the template states ("ten (10) days"): the value until the person changes it. */
  usual: string;
  question: string;
  /** Words beside which a length is this period ("cure", "grace"); never a bare length alone. */
  cues: readonly string[];
  synonyms: readonly string[];
}

/**
 * A fixed period a clause states (a notice, a cure period, a grace period, a warranty): the template's usual value
 * until the person changes it ("make the cure period 15 days"), so it is never asked and never a marker (decision
 * 0371 for the notice, 0405 for the others).
 */
export function clausePeriodFact(period: ClausePeriod): FactSpec {
  return {
    key: period.key,
    kind: 'duration',
    question: period.question,
    importance: 2,
    required: false,
    cues: period.cues,
    cuedOnly: true,
    synonyms: period.synonyms,
    defaultValue: period.usual,
  };
}

/** The notice either party gives to end the agreement ("make the notice period 60 days"). */
export function noticePeriodFact(usual: string): FactSpec {
  return clausePeriodFact({
    key: 'NOTICE PERIOD',
    usual,
    question: 'How much written notice must a party give to end the agreement, for example 30 days?',
    cues: ['notice'],
    synonyms: ['notice', 'termination notice', 'notice to terminate', 'notice to end'],
  });
}

/** How long a party has to put a breach right after written notice before the other may end the agreement. */
export function curePeriodFact(usual: string): FactSpec {
  return clausePeriodFact({
    key: 'CURE PERIOD',
    usual,
    question: 'How long does a party have to fix a breach after written notice, for example 10 days?',
    cues: ['cure', 'to fix', 'to remedy', 'put right'],
    synonyms: ['cure period', 'cure', 'time to fix a breach', 'remedy period'],
  });
}

/** How long after the due date a late payment carries no late charge. */
export function gracePeriodFact(usual: string): FactSpec {
  return clausePeriodFact({
    key: 'GRACE PERIOD',
    usual,
    question: 'How many days after the due date before a late fee applies, for example 5 days?',
    cues: ['grace', 'late fee after', 'late charge after', 'late after'],
    synonyms: ['grace period', 'grace', 'late fee grace period'],
  });
}

/** How long confidential information stays protected after the agreement ends. */
export function confidentialityPeriodFact(usual: string): FactSpec {
  return clausePeriodFact({
    key: 'CONFIDENTIALITY PERIOD',
    usual,
    question: 'How long should confidentiality last after the agreement ends, for example 2 years?',
    cues: ['confidentiality', 'confidential for', 'secret for'],
    synonyms: ['confidentiality period', 'confidentiality', 'confidentiality duration'],
  });
}

/** How long after delivery goods are warranted free from defects. */
export function warrantyPeriodFact(usual: string): FactSpec {
  return clausePeriodFact({
    key: 'WARRANTY PERIOD',
    usual,
    question: 'How long are the goods warranted free from defects after delivery, for example 90 days?',
    cues: ['warranty', 'warranted', 'guarantee', 'guaranteed'],
    synonyms: ['warranty period', 'warranty', 'guarantee', 'guarantee period'],
  });
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
