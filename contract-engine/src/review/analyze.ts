import type { DetectedClause, KeyTermsDetail, ReviewData } from '@shared-schema';
import { orderedRedFlags } from '@shared-schema';
import { CUAD_CATEGORIES, type CuadCategory } from './clauses/categories';
import { keyTermClauses, presentCategories } from './clause-evidence';
import { contractClauseHits } from './clauses/contract-hits';
import type { ClauseClassifier } from './clauses/model/classifier';
import { shippedClassifier } from './clauses/model/clause-model';
import { SentenceLogits, refinedClause } from './evidence/quoted-evidence';
import { shippedSpanTable, type SpanTable } from './evidence/span-table';
import { detectContractType, looksLikeContract, type ContractType } from './contract-type';
import { explainHardestSentences } from './explain/plain-language';
import { extractKeyTerms } from './extract/key-terms';
import { extractObligations } from './extract/obligations';
import { detectRedFlags } from './flags/detect-flags';
import { PERSONAL_TYPES } from './missing/checklist';
import { findMissingClauses } from './missing/find-missing';
import { detectNdaFeatures } from './nda/features';
import { computeComplexity, computeScore, describeLength } from './score';
import type { Sentence } from './text/sentences';
import {
  REPLACED_FLAG_IDS,
  concernsUser,
  readPerspective,
  toRedFlags,
  type Perspective,
} from './sides/perspective';
import { buildKeyTermsSummary, buildSummary } from './summary';
import { parseDocument, type ContractDocument } from './text/document';

/**
 * Reviews a contract: type, key terms, clause categories with evidence, red flags, missing
 * clauses, edit suggestions, obligations, plain-language explanations, summary and score.
 * Pure and deterministic; never throws on any string input.
 */
export interface AnalyzeOptions {
  /** The clause classifier to use; the committed model by default (the evaluation passes others). */
  readonly classifier?: ClauseClassifier;
  /** The user's party, by name or defined term ("Contractor"); default: the non-drafting party. */
  readonly party?: string | null;
  /** The evidence step's per-category choices; the committed table by default (the evaluation passes others). */
  readonly spanTable?: SpanTable;
}

export function analyzeContract(text: string, options: AnalyzeOptions = {}): ReviewData {
  const doc = parseDocument(typeof text === 'string' ? text : '');
  if (!looksLikeContract(doc)) return lowInformationReview(doc);

  const keyTerms = extractKeyTerms(doc);
  const type = detectContractType(doc, keyTerms.documentName?.value ?? null);
  // The learned classifiers, and the hand rules that cross-validation kept beside them.
  const classifier = options.classifier ?? shippedClassifier();
  const logits = new SentenceLogits(doc, classifier);
  const clauseHits = contractClauseHits(doc, classifier, logits.record);
  const detectedClauses = buildDetectedClauses(doc, clauseHits, keyTerms, type, {
    logits,
    table: options.spanTable ?? shippedSpanTable(),
  });

  const expectsLiabilityCap = !PERSONAL_TYPES.includes(type);
  const perspective = readPerspective(doc, keyTerms.governingLaw?.value ?? null, options.party);
  const general = detectRedFlags(doc, {
    hasLiabilityCap: clauseHits.has('Cap on Liability'),
    expectsLiabilityCap,
    ...(perspective
      ? {
          skipRuleIds: REPLACED_FLAG_IDS,
          keep: (ruleId: string, sentence: Sentence) => concernsUser(doc, perspective, ruleId, sentence),
        }
      : {}),
  });
  const sided = perspective ? toRedFlags(doc, perspective) : { redFlags: [], editSuggestions: [] };
  const redFlags = bySeverity([...sided.redFlags, ...general.redFlags]);
  const editSuggestions = [...sided.editSuggestions, ...general.editSuggestions];
  const missing = findMissingClauses(doc, type, {
    keyTerms,
    categories: presentCategories(detectedClauses),
  }).map((m) => m.clause);
  // The "no limitation of liability" red flag and the missing-clause entry describe one gap; keep
  // the flag only when the checklist did not already list the clause as missing.
  const flags = missing.some((m) => m.clauseType === 'Limitation of Liability')
    ? redFlags.filter((f) => f.title !== 'No limitation of liability')
    : redFlags;

  const obligations = extractObligations(
    doc,
    keyTerms.parties.map((p) => p.value),
  );
  const plainLanguageExplanations = explainHardestSentences(
    doc,
    perspective
      ? {
          ctx: { doc, user: perspective.user, other: perspective.other, governingLaw: null },
          findings: perspective.findings,
        }
      : null,
  );
  const favourable = perspective?.findings.filter((f) => f.effect === 'favourable').length ?? 0;
  const overallScore = computeScore(flags, missing, favourable);
  const length = describeLength(doc);

  return {
    contractInfo: {
      overallScore,
      type,
      complexity: computeComplexity(doc),
      length,
      summary: buildSummary({
        type,
        parties: perspective
          ? perspective.parties.map((p) => (p.aliases[0] ? `${p.name} ("${p.aliases[0]}")` : p.name))
          : keyTerms.parties.map((p) => p.value),
        length,
        governingLaw: keyTerms.governingLaw?.value ?? null,
        redFlags: flags,
        missing,
        score: overallScore,
      }),
    },
    keyTermsSummary: buildKeyTermsSummary(keyTerms, obligations, clauseHits),
    // The order every display uses (screen, report, e-mail): most severe first, then by position.
    redFlags: orderedRedFlags({ redFlags: flags }),
    missingClauses: missing,
    editSuggestions,
    obligations,
    plainLanguageExplanations,
    detectedClauses,
    keyTerms,
    ...(perspective ? { perspective: describePerspective(perspective) } : {}),
  };
}

const RANK = { high: 3, medium: 2, low: 1 } as const;

/** Most severe first; a stable sort keeps side-aware findings ahead of general ones. */
function bySeverity<T extends { readonly severity: keyof typeof RANK }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}

function describePerspective(p: Perspective): NonNullable<ReviewData['perspective']> {
  return {
    party: p.user.aliases[0] ?? p.user.name,
    otherParty: p.other.aliases[0] ?? p.other.name,
    chosenBy: p.chosenBy,
    parties: p.parties.map((x) => ({ name: x.name, aliases: [...x.aliases] })),
    partiesFrom: p.partiesFrom,
    ...(p.unmatchedRequest ? { unmatchedRequest: p.unmatchedRequest } : {}),
  };
}

function buildDetectedClauses(
  doc: ContractDocument,
  hits: ReadonlyMap<CuadCategory, readonly number[]>,
  terms: KeyTermsDetail,
  type: ContractType,
  spans: { readonly logits: SentenceLogits; readonly table: SpanTable },
): DetectedClause[] {
  const fromTerms = keyTermClauses(terms);
  const clauses = CUAD_CATEGORIES.map(
    (category) =>
      fromTerms[category] ??
      refinedClause(doc, spans.logits, category, hits.get(category) ?? [], spans.table),
  );
  return type === 'Non-Disclosure Agreement' ? [...clauses, ...detectNdaFeatures(doc)] : clauses;
}

function emptyKeyTerms(): KeyTermsDetail {
  return {
    documentName: null,
    parties: [],
    agreementDate: null,
    effectiveDate: null,
    expirationDate: null,
    duration: null,
    renewalTerm: null,
    noticePeriodToTerminateRenewal: null,
    terminationNoticePeriod: null,
    paymentTerms: null,
    governingLaw: null,
  };
}

// Text that does not read like a contract gets an honest "nothing to assess" result rather than
// invented findings; the score is 0 because nothing in it can be relied on.
function lowInformationReview(doc: ContractDocument): ReviewData {
  const empty = doc.wordCount === 0;
  return {
    contractInfo: {
      overallScore: 0,
      type: 'Unknown',
      complexity: 'simple',
      length: describeLength(doc),
      summary: empty
        ? 'No contract text was provided, so there is nothing to review.'
        : 'This text does not look like a contract (too short, or no contractual language such as parties, obligations or terms), so no reliable analysis is possible. Paste the full contract text to get a review.',
    },
    keyTermsSummary: {
      parties: [],
      duration: 'Not stated in the contract',
      paymentTerms: 'Not stated in the contract',
      keyObligations: [],
      terminationConditions: 'Not stated in the contract',
    },
    redFlags: [],
    missingClauses: [],
    editSuggestions: [],
    obligations: [],
    plainLanguageExplanations: [],
    detectedClauses: CUAD_CATEGORIES.map((category) => ({ category, present: false, evidence: [] })),
    keyTerms: emptyKeyTerms(),
  };
}
