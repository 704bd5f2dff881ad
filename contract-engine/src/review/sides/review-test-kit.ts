import type { RedFlag } from '@shared-schema';
import { analyzeContract } from '../analyze';

// Shared by the side-aware rules' tests: a short contract around the clauses under test, and the
// red flags read from one party's side.

/** A contract titled `title` between two described parties, with the clauses and plain boilerplate. */
export function agreement(title: string, first: string, second: string, ...clauses: string[]): string {
  return [
    title,
    `This ${title.toLowerCase()} is made on June 1, 2026 between ${first} and ${second}.`,
    ...clauses,
    'Notices must be in writing. This document is the entire agreement between the parties. The laws of the State of Ohio govern it.',
  ].join('\n');
}

export const flags = (text: string, party: string): RedFlag[] => analyzeContract(text, { party }).redFlags;

export const titled = (list: RedFlag[], re: RegExp): RedFlag | undefined =>
  list.find((f) => re.test(f.title));

/** A website build for a vet practice: the Client pays the Developer in milestones. */
export const websiteBuild = (...clauses: string[]): string =>
  agreement(
    'WEBSITE DEVELOPMENT AGREEMENT',
    'Pixel Harbour LLC (the "Developer")',
    'Greenleaf Vets PC (the "Client")',
    'The Client shall pay the Developer $12,000 in three milestone payments.',
    ...clauses,
  );
