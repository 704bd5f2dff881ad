import type { CuadCategory } from '../../contract-engine/src/review/clauses/categories';
import { detectContractType, type ContractType } from '../../contract-engine/src/review/contract-type';
import { extractKeyTerms } from '../../contract-engine/src/review/extract/key-terms';
import { findMissingClauses } from '../../contract-engine/src/review/missing/find-missing';
import { parseDocument } from '../../contract-engine/src/review/text/document';
import type { Corpus } from '../train-review/contract-corpus';
import { cuadContractType } from './contract-type-gold';
import { round3 } from './metrics';

// Whole-contract checks over the 369 training contracts that need no model of their own: the
// contract type against the kind CUAD's file name gives, and missing-clause findings against the
// lawyers' labels (a clause flagged missing that the contract has is a false alarm), with the
// clause categories the cross-validated models found (contract-cv.ts) as the review's evidence.

export interface ContractChecks {
  readonly typed: number;
  readonly typeAccuracy: number;
  /** The commonest confusions, 'gold -> predicted: count'. */
  readonly confusions: readonly string[];
  readonly missingChecked: number;
  readonly missingFalseAlarms: number;
  readonly missingFalseAlarmRate: number;
  /** Which clause types were false alarms, 'clause type: count'. */
  readonly falseAlarmKinds: readonly string[];
}

function top(counts: ReadonlyMap<string, number>, n: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k, v]) => `${k}: ${v}`);
}

export function contractChecks(
  corpus: Corpus,
  presentByTitle: ReadonlyMap<string, ReadonlySet<CuadCategory>>,
): ContractChecks {
  let typed = 0;
  let typeRight = 0;
  let checked = 0;
  let falseAlarms = 0;
  const confusions = new Map<string, number>();
  const kinds = new Map<string, number>();
  for (const contract of corpus.contracts) {
    const doc = parseDocument(corpus.texts.get(contract.title) ?? '');
    const keyTerms = extractKeyTerms(doc);
    const type: ContractType = detectContractType(doc, keyTerms.documentName?.value ?? null);
    const gold = cuadContractType(contract.title);
    if (gold) {
      typed += 1;
      if (gold === type) typeRight += 1;
      else confusions.set(`${gold} -> ${type}`, (confusions.get(`${gold} -> ${type}`) ?? 0) + 1);
    }
    const categories = presentByTitle.get(contract.title) ?? new Set<CuadCategory>();
    for (const finding of findMissingClauses(doc, type, { keyTerms, categories })) {
      const category = finding.item.cuadCategory;
      if (!category) continue;
      checked += 1;
      if (contract.gold[category]) {
        falseAlarms += 1;
        kinds.set(finding.item.clauseType, (kinds.get(finding.item.clauseType) ?? 0) + 1);
      }
    }
  }
  return {
    typed,
    typeAccuracy: round3(typed > 0 ? typeRight / typed : 0),
    confusions: top(confusions, 8),
    missingChecked: checked,
    missingFalseAlarms: falseAlarms,
    missingFalseAlarmRate: round3(checked > 0 ? falseAlarms / checked : 0),
    falseAlarmKinds: top(kinds, 8),
  };
}
