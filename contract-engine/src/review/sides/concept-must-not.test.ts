import { beforeAll, describe, expect, it } from 'vitest';
import { agreement, flags } from './review-test-kit';

// Ordinary commercial sentences the widened concept table must leave alone (each looked like a
// new row's vocabulary when measured on whole contracts). Every sentence is written for these tests.

const CONSULTING = (...clauses: string[]): string =>
  agreement(
    'CONSULTING AGREEMENT',
    'Harbor Analytics Inc. (the "Company")',
    'Rita Gomez (the "Consultant")',
    'The Company shall pay the Consultant $150 per hour within thirty (30) days of each invoice.',
    ...clauses,
  );

const DISTRIBUTION = (...clauses: string[]): string =>
  agreement(
    'DISTRIBUTION AGREEMENT',
    'Copperleaf Tools Inc. (the "Maker")',
    'Northshore Supply LLC (the "Distributor")',
    'The Distributor shall pay the Maker for each order within thirty (30) days.',
    ...clauses,
  );

const titles = (text: string, party: string): string[] => flags(text, party).map((f) => f.title);

beforeAll(() => {
  flags(CONSULTING(), 'Consultant');
}, 60_000);

describe('the widened concept table leaves ordinary clauses alone', () => {
  it('does not read a statement that no tax is withheld as pay held back', () => {
    const text = CONSULTING('No tax shall be withheld or held back from any payment due to the Consultant.');
    expect(titles(text, 'Consultant').join(' ')).not.toMatch(/holds back/);
  });

  it('does not read a licence to pre-existing material in the deliverables as taking earlier work', () => {
    const text = CONSULTING(
      'If the Consultant builds any pre-existing material into the deliverables, the Consultant grants the Company a licence to use it with them.',
    );
    expect(titles(text, 'Consultant').join(' ')).not.toMatch(/earlier material/);
  });

  it('does not read a warranty of ownership or a reservation of rights as keeping the work', () => {
    const text = DISTRIBUTION(
      'The Maker warrants that the tool designs are owned by the Maker.',
      'All rights not expressly granted to the Distributor remain the property of the Maker.',
    );
    expect(titles(text, 'Distributor').join(' ')).not.toMatch(/keeps ownership/);
  });

  it('does not read notice to end for an uncured breach as short notice for the one paid', () => {
    const text = CONSULTING(
      "Either party may terminate this Agreement on ten (10) days' notice if the other fails to cure a material breach.",
    );
    expect(titles(text, 'Consultant').join(' ')).not.toMatch(/ended on/);
  });
});
