import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { sectionLabel } from '../sides/sections';
import { parseDocument } from './document';
import { normalizeText } from './normalize';

// Pasted contracts often separate paragraphs by a single line break; PDF text wraps lines inside them.
const SINGLE_BREAKS = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made on 1 May 2026 between Tallow Works Ltd ("Company") and Dana Okafor ("Consultant").',
  '1. Services',
  '1.1 Consultant shall advise Company on its bookkeeping processes.',
  '2. Limitation of Liability',
  '2.1 Each party shall act reasonably.',
  "2.2 In no event shall Company's total liability under this Agreement exceed one hundred dollars ($100).",
  '3. Governing Law',
  '3.1 This Agreement is governed by the laws of the State of Oregon.',
].join('\n');

function wrap(paragraph: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line !== '' && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].join('\n');
}

describe('single line breaks', () => {
  it('start a paragraph before a numbered clause', () => {
    const { norm } = normalizeText(SINGLE_BREAKS);
    const lines = SINGLE_BREAKS.split('\n');
    expect(norm.split('\n')).toEqual([`${lines[0]} ${lines[1]}`, ...lines.slice(2)]);
  });

  it('let findings name the numbered clause and its heading', () => {
    const doc = parseDocument(SINGLE_BREAKS);
    const at = SINGLE_BREAKS.indexOf('2.2 In no event');
    expect(
      sectionLabel(
        doc,
        doc.text.map.findIndex((offset) => offset >= at),
      ),
    ).toBe('Section 2.2 Limitation of Liability');
    const review = analyzeContract(SINGLE_BREAKS, { party: 'Consultant' });
    const cap = review.redFlags.find((flag) => flag.evidence?.quote.startsWith('2.2 In no event'));
    expect(cap?.location).toBe('Section 2.2 Limitation of Liability');
  });

  it('inside a wrapped paragraph are spaces, at any wrap width', () => {
    const paragraph =
      'The Supplier shall deliver the goods to the premises of the Buyer within thirty (30) days of each order, as set out in Section 4.2 Delivery Terms, and shall bear the risk of loss until delivery. Title passes on payment. THE SUPPLIER SHALL NOT BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL LOSS, HOWEVER ARISING, UNDER OR IN CONNECTION WITH THIS AGREEMENT.';
    const text = `${paragraph}\n\n${paragraph}`;
    for (const width of [50, 60, 75, 90]) {
      const wrapped = `${wrap(paragraph, width)}\n\n${wrap(paragraph, width)}`;
      expect(normalizeText(wrapped).norm, `width ${width}`).toBe(normalizeText(text).norm);
    }
  });

  it('keep a cross-reference wrapped onto the next line in its sentence', () => {
    const wrapped =
      'The Company may terminate this Agreement if the Consultant breaches Section\n3.3 Confidentiality and does not cure the breach within thirty (30) days of notice.\n\nNext paragraph.';
    expect(normalizeText(wrapped).norm.split('\n')).toHaveLength(2);
  });

  it('inside text written a paragraph per line are spaces unless a clause number follows', () => {
    const text = [
      'The Tenant shall pay the rent of $1,200 on the first day of each month by bank transfer to the account',
      'the Landlord names in writing. The Landlord shall keep the structure in good repair.',
    ].join('\n');
    expect(normalizeText(text).norm.split('\n')).toHaveLength(1);
  });
});
