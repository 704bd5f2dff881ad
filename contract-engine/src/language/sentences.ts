// Sentence splitting for the language layer. The splitter itself stays in review/text: it is an
// input of the clause model's training (scripts/train-review/fingerprint.ts hashes review/text/), so
// moving the file would invalidate the committed model's fingerprint without changing a sentence.
// Readers outside the reviewer take it from here.
export { sentenceAt, splitSentences, type Sentence } from '../review/text/sentences';
export { normalizeText, type NormalizedText } from '../review/text/normalize';
