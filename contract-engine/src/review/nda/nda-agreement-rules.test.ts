import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { ndaFeaturePresence } from './features';
import { AGREEMENT_RULES, mayBeEvidence } from './nda-agreement-rules';

// Sentences written for this test (none from the training data).

const reverseEngineering = AGREEMENT_RULES.get('nda-11');

describe('NDA agreement rules', () => {
  it('finds a covenant against reverse engineering, not a mention of it', () => {
    expect(reverseEngineering).toBeDefined();
    const forbids = [
      'The Recipient shall not decompile, disassemble or reverse engineer any sample it receives.',
      'Each Party agrees not to reverse-engineer the prototypes.',
      'The Recipient will neither copy nor disassemble the device.',
    ];
    expect(reverseEngineering?.(forbids)).toEqual([0, 1, 2]);
    expect(
      reverseEngineering?.([
        'Information that can be readily derived by reverse engineering a product sold to the public is not confidential.',
      ]),
    ).toEqual([]);
  });

  it('lets only sentences about the end of the agreement be evidence of return or destruction on termination', () => {
    expect(
      mayBeEvidence('nda-16', [
        'Upon termination of this Agreement the Recipient shall return all Confidential Information.',
        'At the request of the Discloser the Recipient shall promptly destroy all Confidential Information.',
        'When the Purpose is completed, the Recipient shall return the documents.',
      ]),
    ).toEqual([true, false, true]);
    expect(mayBeEvidence('nda-3', ['Any sentence at all.'])).toEqual([true]);
  });

  it('makes the review report a covenant against reverse engineering', () => {
    const presence = ndaFeaturePresence(
      parseDocument(
        [
          'NON-DISCLOSURE AGREEMENT',
          '1. Use. The Recipient shall use the Confidential Information solely to evaluate the Widget.',
          '2. Samples. The Recipient shall not analyse the composition of, decompile or disassemble any sample of the Widget.',
        ].join('\n\n'),
      ),
    );
    expect(presence.get('nda-11')).toBe(true);
  });
});
