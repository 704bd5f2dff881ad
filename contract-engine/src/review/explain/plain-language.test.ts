import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { agreement } from '../sides/review-test-kit';

// Explanations built from each clause's reading, on a contract written for these tests.

const TEXT = agreement(
  'SERVICES AGREEMENT',
  'Northgate Systems LLC (the "Provider")',
  'Willow Dental Inc. (the "Client")',
  'The Client shall pay the Provider $2,500 per month within 30 days of each invoice.',
  'IN NO EVENT SHALL THE PROVIDER BE LIABLE FOR ANY DAMAGES, AND THE PROVIDER SHALL NOT BE LIABLE FOR LOSS CAUSED BY ITS NEGLIGENCE.',
  "The Provider may terminate this Agreement at any time for convenience on 10 days' notice.",
  'The courts of Travis County, Texas have exclusive jurisdiction over any dispute under this Agreement.',
  'Late payments bear a late fee of 3% per month.',
  'The Provider retains all right, title and interest in the software and deliverables.',
);

const explanations = (party: string) => analyzeContract(TEXT, { party }).plainLanguageExplanations;
const about = (party: string, quote: RegExp) => explanations(party).find((e) => quote.test(e.originalText));

describe('plain-language explanations', () => {
  it('labels each explanation by the clause concept', () => {
    expect(about('Client', /exclusive jurisdiction/)?.explanation).toMatch(/^Where disputes are decided\./);
    expect(about('Client', /retains all right/)?.explanation).toMatch(/^Who owns the work\./);
    expect(about('Client', /terminate this Agreement at any time/)?.explanation).toMatch(
      /^Ending the contract\./,
    );
  });

  it("never swaps words of the original ('IN NO EVENT must')", () => {
    for (const e of explanations('Client')) {
      expect(e.explanation).not.toMatch(/IN NO EVENT must|In plain words/);
    }
  });

  it("says who may do what, with the contract's names, periods and rates per period", () => {
    expect(about('Client', /terminate this Agreement at any time/)?.explanation).toMatch(
      /The Provider may end the contract \(notice: 10 days; at any time; no reason needed\)/,
    );
    expect(about('Client', /late fee/)?.explanation).toMatch(
      /You must pay an extra charge.*3% per month \(about 36% a year\)/,
    );
  });

  it("tells the user what a one-sided clause means for them, and not the other side's view", () => {
    expect(about('Client', /terminate this Agreement at any time/)?.explanation).toMatch(
      /For you: .*no matching right/,
    );
    expect(about('Provider', /terminate this Agreement at any time/)?.explanation ?? '').not.toMatch(
      /no matching right/,
    );
  });

  it('speaks to the user as "you" when the user holds the right', () => {
    expect(about('Provider', /terminate this Agreement at any time/)?.explanation).toMatch(
      /You may end the contract/,
    );
  });
});
