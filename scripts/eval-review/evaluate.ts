import type { ClauseClassifier } from '../../contract-engine/src/review/clauses/model/classifier';
import {
  CHECKLIST,
  CUAD_CATEGORIES,
  NDA_FEATURES,
  analyzeContract,
  canonicalCategory,
  detectContractType,
  extractKeyTerms,
  findMissingClauses,
  ndaFeaturePresence,
  parseDocument,
  type CuadCategory,
} from '../../contract-engine/src/review/index';
import { loadEvalData, type EvalData } from './data';
import type { SpanTable } from '../../contract-engine/src/review/evidence/span-table';
import { emptyCounts, mean, prf, round3, spanMatches, tally, type Counts } from './metrics';

// Scores the review engine on the development data. See scripts/eval-review.ts for the report.

export interface CategoryRow {
  readonly category: CuadCategory;
  readonly goldDocs: number;
  readonly predictedDocs: number;
  readonly presence: Counts & { precision: number; recall: number; f1: number };
  readonly span: { goldSpans: number; predictedSpans: number; precision: number; recall: number; f1: number };
}

export interface NdaRow {
  readonly id: string;
  readonly label: string;
  readonly gold: number;
  readonly predicted: number;
  readonly accuracy: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export interface EvalSummary {
  readonly dataDir: string;
  readonly cuadDocuments: number;
  readonly ndaDocuments: number;
  /** Categories the engine has a detector for. */
  readonly categoriesCovered: number;
  /** Covered categories with at least one gold-positive document (F1 is defined). */
  readonly categoriesMeasured: number;
  readonly presenceMacroF1: number;
  readonly presenceMicroF1: number;
  readonly spanMacroF1: number;
  /** Missing-clause findings (for the detected type) whose clause gold says is present / findings checkable against gold. */
  readonly missingFalseAlarmRate: number;
  readonly missingFindingsChecked: number;
  readonly missingFalseAlarms: number;
  /** Same question for every CUAD-mapped checklist item on every document, whatever the type. */
  readonly mentionFalseAlarmRate: number;
  readonly mentionChecks: number;
  readonly ndaFeatureMacroF1: number;
  readonly ndaFeatureAccuracy: number;
  readonly ndaTypeAccuracy: number;
  readonly ndaMissingFalseAlarmRate: number;
  readonly ndaMissingFindingsChecked: number;
  readonly categories: readonly CategoryRow[];
  readonly nda: readonly NdaRow[];
}

/** One classifier for every contract, or one per contract title (models that did not see it). */
export type ClassifierChoice = ClauseClassifier | ((title: string) => ClauseClassifier);

function evaluateCuad(
  data: EvalData,
  choice: ClassifierChoice | undefined,
  spanTableFor: ((title: string) => SpanTable) | undefined,
): {
  rows: CategoryRow[];
  falseAlarms: number;
  checked: number;
  mentionFalseAlarms: number;
  mentionChecks: number;
} {
  const presence = new Map<CuadCategory, Counts>(CUAD_CATEGORIES.map((c) => [c, emptyCounts()]));
  const spans = new Map<
    CuadCategory,
    { gold: number; pred: number; predMatched: number; goldMatched: number }
  >(CUAD_CATEGORIES.map((c) => [c, { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 }]));
  let falseAlarms = 0;
  let checked = 0;
  let mentionFalseAlarms = 0;
  let mentionChecks = 0;

  for (const entry of data.cuad.data) {
    const paragraph = entry.paragraphs[0];
    if (!paragraph) continue;
    const goldAnswers = new Map<CuadCategory, string[]>();
    for (const qa of paragraph.qas) {
      const category = canonicalCategory(qa.id.slice(qa.id.lastIndexOf('__') + 2));
      if (!category || qa.is_impossible) continue;
      goldAnswers.set(category, [...(goldAnswers.get(category) ?? []), ...qa.answers.map((a) => a.text)]);
    }
    const classifier = typeof choice === 'function' ? choice(entry.title) : choice;
    const review = analyzeContract(paragraph.context, {
      ...(classifier ? { classifier } : {}),
      ...(spanTableFor ? { spanTable: spanTableFor(entry.title) } : {}),
    });
    const detected = new Map((review.detectedClauses ?? []).map((d) => [d.category, d]));
    for (const category of CUAD_CATEGORIES) {
      const gold = goldAnswers.get(category) ?? [];
      const found = detected.get(category);
      const predicted = found?.present ?? false;
      const counts = presence.get(category);
      if (counts) tally(counts, gold.length > 0, predicted);
      const s = spans.get(category);
      const predQuotes = found?.evidence.map((e) => e.quote) ?? [];
      if (s) {
        const m = spanMatches(predQuotes, gold);
        s.gold += gold.length;
        s.pred += predQuotes.length;
        s.predMatched += m.predMatched;
        s.goldMatched += m.goldMatched;
      }
    }
    // Missing-clause findings for the type the engine detected.
    const doc = parseDocument(paragraph.context);
    const type = detectContractType(doc, extractKeyTerms(doc).documentName?.value ?? null);
    for (const finding of findMissingClauses(doc, type)) {
      const category = finding.item.cuadCategory;
      if (!category) continue;
      checked += 1;
      if (goldAnswers.has(category)) falseAlarms += 1;
    }
    // Every mapped item on every document: would the presence check call a present clause missing?
    for (const item of CHECKLIST) {
      if (!item.cuadCategory || !goldAnswers.has(item.cuadCategory)) continue;
      mentionChecks += 1;
      if (!item.mention.test(doc.text.norm)) mentionFalseAlarms += 1;
    }
  }

  const rows: CategoryRow[] = CUAD_CATEGORIES.map((category) => {
    const c = presence.get(category) ?? emptyCounts();
    const s = spans.get(category) ?? { gold: 0, pred: 0, predMatched: 0, goldMatched: 0 };
    const sp = s.pred > 0 ? s.predMatched / s.pred : 0;
    const sr = s.gold > 0 ? s.goldMatched / s.gold : 0;
    return {
      category,
      goldDocs: c.tp + c.fn,
      predictedDocs: c.tp + c.fp,
      presence: { ...c, ...prf(c) },
      span: {
        goldSpans: s.gold,
        predictedSpans: s.pred,
        precision: sp,
        recall: sr,
        f1: sp + sr > 0 ? (2 * sp * sr) / (sp + sr) : 0,
      },
    };
  });
  return { rows, falseAlarms, checked, mentionFalseAlarms, mentionChecks };
}

function evaluateNda(data: EvalData): {
  rows: NdaRow[];
  typeAccuracy: number;
  falseAlarms: number;
  checked: number;
} {
  const counts = new Map<string, Counts>(NDA_FEATURES.map((f) => [f.id, emptyCounts()]));
  let typeCorrect = 0;
  let falseAlarms = 0;
  let checked = 0;
  for (const d of data.contractNli.documents) {
    const doc = parseDocument(d.text);
    const type = detectContractType(doc, extractKeyTerms(doc).documentName?.value ?? null);
    if (type === 'Non-Disclosure Agreement') typeCorrect += 1;
    const presence = ndaFeaturePresence(doc);
    const annotations = d.annotation_sets[0]?.annotations ?? {};
    for (const f of NDA_FEATURES) {
      const c = counts.get(f.id);
      if (c) tally(c, annotations[f.id]?.choice === 'Entailment', presence.get(f.id) ?? false);
    }
    for (const finding of findMissingClauses(doc, 'Non-Disclosure Agreement')) {
      const hyps = finding.item.ndaHypotheses;
      if (!hyps) continue;
      checked += 1;
      if (hyps.some((h) => annotations[h]?.choice === 'Entailment')) falseAlarms += 1;
    }
  }
  const rows = NDA_FEATURES.map((f) => {
    const c = counts.get(f.id) ?? emptyCounts();
    const total = c.tp + c.fp + c.fn + c.tn;
    return {
      id: f.id,
      label: f.label,
      gold: c.tp + c.fn,
      predicted: c.tp + c.fp,
      accuracy: total > 0 ? (c.tp + c.tn) / total : 0,
      ...prf(c),
    };
  });
  return {
    rows,
    typeAccuracy: data.contractNli.documents.length > 0 ? typeCorrect / data.contractNli.documents.length : 0,
    falseAlarms,
    checked,
  };
}

/** Runs the whole evaluation; null when the data directory is not available. */
export function evaluateReview(
  dataDir?: string,
  classifier?: ClassifierChoice,
  spanTableFor?: (title: string) => SpanTable,
): EvalSummary | null {
  const data = loadEvalData(dataDir);
  if (!data) return null;
  const cuad = evaluateCuad(data, classifier, spanTableFor);
  const nda = evaluateNda(data);
  const measured = cuad.rows.filter((r) => r.goldDocs > 0);
  const micro = measured.reduce(
    (acc, r) => ({
      tp: acc.tp + r.presence.tp,
      fp: acc.fp + r.presence.fp,
      fn: acc.fn + r.presence.fn,
      tn: acc.tn + r.presence.tn,
    }),
    emptyCounts(),
  );
  return {
    dataDir: data.dataDir,
    cuadDocuments: data.cuad.data.length,
    ndaDocuments: data.contractNli.documents.length,
    categoriesCovered: CUAD_CATEGORIES.length,
    categoriesMeasured: measured.length,
    presenceMacroF1: round3(mean(measured.map((r) => r.presence.f1))),
    presenceMicroF1: round3(prf(micro).f1),
    spanMacroF1: round3(mean(measured.map((r) => r.span.f1))),
    missingFalseAlarmRate: round3(cuad.checked > 0 ? cuad.falseAlarms / cuad.checked : 0),
    missingFindingsChecked: cuad.checked,
    missingFalseAlarms: cuad.falseAlarms,
    mentionFalseAlarmRate: round3(cuad.mentionChecks > 0 ? cuad.mentionFalseAlarms / cuad.mentionChecks : 0),
    mentionChecks: cuad.mentionChecks,
    ndaFeatureMacroF1: round3(mean(nda.rows.filter((r) => r.gold > 0).map((r) => r.f1))),
    ndaFeatureAccuracy: round3(mean(nda.rows.map((r) => r.accuracy))),
    ndaTypeAccuracy: round3(nda.typeAccuracy),
    ndaMissingFalseAlarmRate: round3(nda.checked > 0 ? nda.falseAlarms / nda.checked : 0),
    ndaMissingFindingsChecked: nda.checked,
    categories: cuad.rows,
    nda: nda.rows,
  };
}

/** The targets the engine is held to. */
export const EVAL_TARGETS = {
  minCategoriesCovered: 30,
  minPresenceMacroF1: 0.85,
  minSpanMacroF1: 0.65,
  maxMissingFalseAlarmRate: 0.05,
  minNdaFeatureMacroF1: 0.85,
  /** Missing-clause false alarms in the cross-validation over the 369 training contracts. */
  maxCvMissingFalseAlarmRate: 0.02,
  /** The dev figures before whole-contract learning (issue 27): no lower than these. */
  devFloor: { macro: 0.884, micro: 0.906, span: 0.7 },
  minClassifierBalancedAccuracy: 0.9,
  maxP95Ms: 60,
  maxModelGzipBytes: 1.5 * 1024 * 1024,
} as const;

/** The floor the unit test holds the engine to (the shipped model, measured on the dev data). */
export const EVAL_TEST_FLOORS = {
  minPresenceMacroF1: 0.7,
  maxMissingFalseAlarmRate: 0.1,
} as const;
