import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { ndaFeaturePresence } from './features';
import { definitionSentences, technicalOnlyDefinition } from './nda-definition';

// Definitions written for this test (none from the training data).

describe('definition of confidential information', () => {
  it('finds the defining sentence in its usual forms, with the list items that follow it', () => {
    expect(
      definitionSentences([
        'The Parties wish to discuss a joint venture.',
        '"Confidential Information" means the following:',
        '(a) drawings and specifications;',
        '(b) software in source or object code.',
        'The Recipient shall keep it secret.',
      ]),
    ).toEqual([1, 2, 3]);
    expect(
      definitionSentences([
        'Each Party may disclose engineering data (together, the "Evaluation Material") to the other.',
      ]),
    ).toEqual([0]);
    expect(
      definitionSentences(['All information exchanged is referred to as "Proprietary Information".']),
    ).toEqual([0]);
    expect(definitionSentences(['The Recipient shall keep the Confidential Information secret.'])).toEqual(
      [],
    );
  });

  it('holds technical-only definitions apart from wider ones', () => {
    expect(
      technicalOnlyDefinition([
        '"Confidential Information" means the technical data, designs, prototypes and know-how relating to the Widget that the Discloser provides.',
      ]),
    ).toEqual([0]);
    expect(
      technicalOnlyDefinition([
        'Confidential Information means all information relating to the engineering and design of the Plant.',
      ]),
    ).toEqual([0]);
    for (const wider of [
      '"Confidential Information" means all business, financial and technical information of the Discloser.',
      '"Confidential Information" includes software, specifications and customer lists.',
      '"Confidential Information" means any information disclosed by either Party, including designs and software.',
      '"Confidential Information" means information of any kind, such as drawings.',
    ])
      expect({ wider, evidence: technicalOnlyDefinition([wider]) }).toEqual({ wider, evidence: [] });
    expect(
      technicalOnlyDefinition(['"Confidential Information" means information marked as confidential.']),
    ).toEqual([]);
  });

  it('makes the review report a technical-only definition', () => {
    const nda = (definition: string) =>
      parseDocument(
        [
          'NON-DISCLOSURE AGREEMENT',
          `1. Definition. ${definition}`,
          '2. Use. The Recipient shall use the Confidential Information solely to evaluate the Widget.',
        ].join('\n\n'),
      );
    const technical =
      '"Confidential Information" means the drawings, specifications, source code and know-how of the Widget disclosed by the Discloser.';
    expect(ndaFeaturePresence(nda(technical)).get('nda-2')).toBe(true);
    const wider =
      '"Confidential Information" means all business, commercial and technical information disclosed by the Discloser.';
    expect(ndaFeaturePresence(nda(wider)).get('nda-2')).toBe(false);
  });
});
