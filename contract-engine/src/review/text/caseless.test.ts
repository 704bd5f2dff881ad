import { describe, expect, it } from 'vitest';
import { candidateSentences, matchStarts } from './caseless';
import { parseDocument } from './document';

// The detectors' whole-text scans over the lower-cased copy find what the case-insensitive
// patterns find, and the candidate sentences include every sentence where a pattern matches alone.

const TEXT = [
  'INDEMNITY BY THE SUPPLIER',
  'The Buyer shall pay every invoice. The SUPPLIER shall Indemnify the Buyer; the Buyer shall not.',
  'Governing Law. This Agreement is governed by the laws of Ontario.',
].join('\n\n');

const alone = (doc: ReturnType<typeof parseDocument>, re: RegExp): number[] =>
  doc.sentences.filter((s) => [...s.text.matchAll(re)].length > 0).map((s) => s.index);

describe('case-insensitive scans over the lower-cased text', () => {
  const doc = parseDocument(TEXT);

  it('find the same match starts as the pattern over the original text', () => {
    for (const re of [/\bindemnif\w*/gi, /\b(?:buyer|supplier)\b/gi, /\bOntario\b/gi, /\$\d+/g]) {
      expect([...matchStarts(doc, re)]).toEqual([...doc.text.norm.matchAll(re)].map((m) => m.index));
    }
  });

  it('name every sentence in which the pattern matches on its own, also behind a match that runs on', () => {
    // From "SUPPLIER" in the heading the whole-text match runs on to the next sentence's "shall".
    const re = /\b(?:supplier|buyer)\b[^.;]{0,40}\bshall\b/gi;
    const candidates = candidateSentences(doc, re);
    for (const i of alone(doc, re)) expect(candidates).toContain(i);
    expect(alone(doc, re).length).toBeGreaterThan(0);
    expect(candidateSentences(doc, /\bnowhere to be found\b/gi)).toEqual([]);
  });
});
