// Contract review engine: pure TypeScript, no I/O; runs in the browser (offline, guests) and on the server.
export { analyzeContract, type AnalyzeOptions } from './analyze';
export { classifyClause } from './clauses/model/clause-model';
export { ClauseClassifier, type CategoryProbability } from './clauses/model/classifier';
export {
  CUAD_CATEGORIES,
  KEY_TERM_CATEGORIES,
  canonicalCategory,
  type CuadCategory,
} from './clauses/categories';
export { PATTERN_CATEGORIES } from './clauses/detect';
export { CONTRACT_TYPES, type ContractType } from './contract-type';
export { ndaFeaturePresence } from './nda/features';
export { NDA_FEATURES } from './nda/nda-rules';
export { CHECKLIST, type ChecklistItem } from './missing/checklist';
export { findMissingClauses, itemApplies } from './missing/find-missing';
export { MODEL_CLAUSES } from './missing/model-clauses';
export { parseDocument, type ContractDocument } from './text/document';
export { detectContractType } from './contract-type';
export { extractKeyTerms } from './extract/key-terms';
