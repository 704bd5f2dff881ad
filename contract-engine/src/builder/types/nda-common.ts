import type { FactSpec } from '../model';

// Facts shared by the mutual and the one-way NDA.

export const ndaPurposeFact: FactSpec = {
  key: 'PURPOSE',
  kind: 'text',
  importance: 8,
  required: true,
  question:
    'Why will confidential information be shared? For example "to evaluate a possible business partnership".',
  cues: ['purpose', 'to evaluate', 'to discuss', 'to explore'],
  patterns: [
    /\b(?:purpose|reason)(?:\s*:|\s+(?:is|will be))\s+(?:to\s+)?([^.?!\n]{4,160})/i,
    /\bin order to\s+([^.?!\n]{4,160})/i,
    /\bfor the purposes? of\s+([^.?!\n]{4,160})/i,
    /\bso (?:that )?(?:i|we|he|she|they|it|the \w+) (?:can|could|may|will be able to)\s+([^.?!\n]{4,160})/i,
    /\b((?:evaluat|explor|discuss|negotiat|assess)\w*\s+(?:a|an|the|our|possible|potential)\b[^.?!\n]{3,150})/i,
    // "want to talk about maybe merging our two shops and we need an NDA": the thing talked about.
    /\b(?:talk|talking|chat|chatting|discuss|discussing|think|thinking|look|looking|explore|exploring)\s+(?:about|into|over)\s+(?:maybe\s+|possibly\s+|potentially\s+|perhaps\s+)?([a-z]+ing\b[^.?!\n,;]{2,140}?)(?=\s+(?:and|but|so)\s+(?:we|i|they)\b|[.?!\n,;]|$)/i,
    // "we're talking to Fenwick Optics Ltd about building a lens together": the same, after whom.
    /\b(?:talk|talking|talks|speak|speaking|meet|meeting)\s+(?:to|with)\s+(?:[^.?!\n]|\.(?=\s+[a-z])){2,80}?\s+about\s+(?:maybe\s+|possibly\s+|potentially\s+|perhaps\s+)?([a-z]+ing\b[^.?!\n,;]{2,140}?)(?=\s+(?:and|but|so)\s+(?:we|i|they)\b|[.?!\n,;]|$)/i,
  ],
};

export const ndaPeriodFact: FactSpec = {
  key: 'CONFIDENTIALITY PERIOD',
  kind: 'duration',
  importance: 6,
  required: true,
  question: 'How long should the information stay confidential, for example 2 years or 5 years?',
  cues: ['confidential', 'for', 'period', 'last', 'years', 'term'],
};

export const NDA_KEYWORDS: ReadonlyArray<readonly [string, number]> = [
  ['nda', 4],
  ['non-disclosure', 5],
  ['nondisclosure', 5],
  ['non disclosure', 5],
  ['confidentiality agreement', 5],
  ['confidential information', 2],
  ['trade secret', 2],
  ['secret', 1],
];
