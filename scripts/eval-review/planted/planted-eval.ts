import { scoreBand, type RedFlag, type ScoreBand } from '@shared-schema';
import { analyzeContract } from '../../../contract-engine/src/review/index';
import { plantedContracts, type PlantedContract, type PlantedIssue, type Variant } from './contracts';

// Scores the side-aware review on the planted contracts: recall of planted one-sided clauses (as
// the user's side), findings that are wrong or on the wrong side, locations, and score bands.

export const EXPECTED_BAND: Readonly<Record<Variant, readonly ScoreBand[]>> = {
  'one-sided': ['Poor'],
  balanced: ['Good'],
  favouring: ['Good', 'Excellent'],
};

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

function matches(flag: RedFlag, issue: PlantedIssue): boolean {
  const quote = squash(flag.evidence?.quote ?? '');
  const planted = squash(issue.text);
  return quote !== '' && (quote.includes(planted) || planted.includes(quote));
}

export interface PlantedRow {
  readonly contract: string;
  readonly variant: Variant;
  readonly planted: number;
  readonly found: number;
  readonly locationsRight: number;
  readonly wrong: number;
  readonly wrongTitles: readonly string[];
  readonly score: number;
  readonly band: ScoreBand;
  readonly bandOk: boolean;
  /** One-sided contracts read from the other party's side: flags on planted clauses (should be 0). */
  readonly wrongSideWhenSwitched: number;
  readonly switchedBand: ScoreBand | null;
  readonly defaultPartyOk: boolean | null;
}

function evaluateOne(c: PlantedContract): PlantedRow {
  const review = analyzeContract(c.text, { party: c.userParty });
  const flags = review.redFlags;
  const found = c.planted.filter((p) => flags.some((f) => matches(f, p)));
  const locationsRight = c.planted.filter((p) =>
    flags.some((f) => matches(f, p) && f.location === p.location),
  );
  const wrongFlags = flags.filter((f) => !c.planted.some((p) => matches(f, p)));
  const band = scoreBand(review.contractInfo.overallScore);
  let wrongSide = 0;
  let switchedBand: ScoreBand | null = null;
  let defaultPartyOk: boolean | null = null;
  if (c.variant === 'one-sided') {
    const other = analyzeContract(c.text, { party: c.otherParty });
    // A term that names neither party (a long notice period either side must give) costs both
    // sides; flagging it from the other side too is not a wrong-side finding.
    const sided = c.planted.filter((p) => p.text.includes(c.userParty) || p.text.includes(c.otherParty));
    wrongSide = other.redFlags.filter((f) => sided.some((p) => matches(f, p))).length;
    switchedBand = scoreBand(other.contractInfo.overallScore);
    defaultPartyOk = analyzeContract(c.text).perspective?.party === c.userParty;
  }
  return {
    contract: c.name,
    variant: c.variant,
    planted: c.planted.length,
    found: found.length,
    locationsRight: locationsRight.length,
    wrong: wrongFlags.length,
    wrongTitles: wrongFlags.map((f) => f.title),
    score: review.contractInfo.overallScore,
    band,
    bandOk: EXPECTED_BAND[c.variant].includes(band),
    wrongSideWhenSwitched: wrongSide,
    switchedBand,
    defaultPartyOk,
  };
}

export interface PlantedSummary {
  readonly contracts: number;
  readonly planted: number;
  readonly recall: number;
  readonly locationAccuracy: number;
  readonly wrongPerContract: number;
  readonly wrongSideWhenSwitched: number;
  readonly bandAccuracy: number;
  readonly defaultPartyAccuracy: number;
  readonly rows: readonly PlantedRow[];
}

export function evaluatePlanted(): PlantedSummary {
  return evaluatePlantedSet(plantedContracts());
}

/** The same figures on any set of planted contracts (the older set and the fresh one are reported apart). */
export function evaluatePlantedSet(contracts: readonly PlantedContract[]): PlantedSummary {
  const rows = contracts.map(evaluateOne);
  const planted = rows.reduce((s, r) => s + r.planted, 0);
  const found = rows.reduce((s, r) => s + r.found, 0);
  const located = rows.reduce((s, r) => s + r.locationsRight, 0);
  const wrong = rows.reduce((s, r) => s + r.wrong, 0);
  const defaults = rows.filter((r) => r.defaultPartyOk !== null);
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    contracts: rows.length,
    planted,
    recall: r3(planted > 0 ? found / planted : 0),
    locationAccuracy: r3(found > 0 ? located / found : 0),
    wrongPerContract: r3(wrong / Math.max(1, rows.length)),
    wrongSideWhenSwitched: rows.reduce((s, r) => s + r.wrongSideWhenSwitched, 0),
    bandAccuracy: r3(rows.filter((r) => r.bandOk).length / Math.max(1, rows.length)),
    defaultPartyAccuracy: r3(defaults.filter((r) => r.defaultPartyOk).length / Math.max(1, defaults.length)),
    rows,
  };
}
