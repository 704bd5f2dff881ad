import type { Severity } from '@shared-schema';

// A red flag found by scanning sentences: trigger patterns (global, case-insensitive) plus optional
// sentence checks. `assess` may refine the severity or veto the hit from the sentence's details.

export interface FlagAssessment {
  readonly severity: Severity;
  /** Extra, sentence-specific detail appended to the description. */
  readonly detail?: string;
}

export interface EditProposal {
  readonly suggestedText: string;
  readonly rationale: string;
}

export interface FlagRule {
  readonly id: string;
  readonly title: string;
  readonly severity: Severity;
  readonly description: string;
  readonly legalConsequences: string;
  readonly patterns: readonly RegExp[];
  readonly require?: RegExp;
  readonly exclude?: RegExp;
  readonly assess?: (sentence: string) => FlagAssessment | null;
  readonly suggest: (sentence: string) => EditProposal;
}

export const RISK_LEVEL: Readonly<Record<Severity, string>> = {
  high: 'High risk: negotiate before signing',
  medium: 'Medium risk: review and consider changes',
  low: 'Low risk: be aware of it',
};
