import type { CuadCategory } from './clauses/categories';

/** Detected CUAD categories and the sentence indices that support them. */
export type DetectedClauseMap = ReadonlyMap<CuadCategory, readonly number[]>;
