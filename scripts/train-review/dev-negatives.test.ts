import { describe, expect, it } from 'vitest';
import type { CuadFile } from '../eval-review/data';
import { DEV_GROUP, devNegatives } from './dev-negatives';

// Ordinary sentences of a whole contract become negatives; every sentence that touches a labelled
// span (of any category) stays out, and so do fragments too short to be a clause.

const context = [
  'SUPPLY AGREEMENT',
  'The Supplier shall deliver the goods to the address stated in each purchase order.',
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  'Each invoice shall state the purchase order number and the applicable taxes.',
  'This Agreement is governed by the laws of the State of Ohio.',
].join('\n\n');

const answer = (text: string) => ({ text, answer_start: context.indexOf(text) });

const file: CuadFile = {
  data: [
    {
      title: 'Sample Supply Agreement',
      paragraphs: [
        {
          context,
          qas: [
            {
              id: 'Sample__Anti-Assignment',
              is_impossible: false,
              answers: [answer('Neither party may assign this Agreement')],
            },
            {
              id: 'Sample__Governing Law',
              is_impossible: false,
              answers: [answer('governed by the laws of the State of Ohio')],
            },
            { id: 'Sample__Insurance', is_impossible: true, answers: [] },
          ],
        },
      ],
    },
  ],
};

describe('devNegatives', () => {
  it('keeps the sentences outside every labelled span, grouped by contract', () => {
    const negatives = devNegatives(file);
    expect(negatives.map((n) => n.text)).toEqual([
      'The Supplier shall deliver the goods to the address stated in each purchase order.',
      'Each invoice shall state the purchase order number and the applicable taxes.',
    ]);
    expect(new Set(negatives.map((n) => n.contract))).toEqual(
      new Set([`${DEV_GROUP}Sample Supply Agreement`]),
    );
  });

  it('takes only the contracts it is given', () => {
    expect(devNegatives(file, new Set(['Another Agreement']))).toEqual([]);
  });
});
