import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../../../scripts/eval-review/data';
import { requireDataFiles } from '../../../../scripts/eval-review/require-data';
import { NDA_MODEL_FILE, buildNdaModel, ndaModelSource } from '../../../../scripts/train-nda';
import { NDA_FILE, loadNdaData } from '../../../../scripts/train-nda/nda-examples';
import { ndaCodeSha256 } from '../../../../scripts/train-nda/nda-fingerprint';
import { analyzeContract } from '../analyze';
import { parseDocument } from '../text/document';
import { ndaFeaturePresence } from './features';
import { shippedNdaModel } from './nda-model-shipped';
import { NDA_FEATURES } from './nda-rules';

// The committed NDA model: what it finds in an agreement written for this test (none of it from
// the training data), that the review shows it with evidence, and that it was trained by this code
// on this data (their hashes; the data lives outside the repository: CLAUSECRAFT_DATA_DIR,
// scripts/README.md; without it that test fails naming the missing file). With
// CLAUSECRAFT_RETRAIN_TEST=1, `npm run train:review`'s NDA step also reproduces it byte for byte.

const NDA = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Mutual Non-Disclosure Agreement is made on March 3, 2025 between Larchmont Analytics Ltd. ("Larchmont") and Bellwether Foods Inc. ("Bellwether"), each a "Party".',
  '1. Confidential Information. "Confidential Information" means all business, financial and technical information disclosed by one Party to the other, whether in writing, orally or by demonstration.',
  '2. Use. The Receiving Party shall use the Confidential Information solely for the purpose of evaluating a possible supply arrangement between the Parties.',
  '3. Disclosure. The Receiving Party may disclose Confidential Information only to its employees and professional advisers who need to know it for that purpose and who are bound by duties of confidentiality.',
  '4. Exclusions. Confidential Information does not include information that the Receiving Party independently develops without use of the Confidential Information, or that it lawfully receives from a third party without a duty of confidentiality.',
  '5. Compelled Disclosure. If the Receiving Party is required by law or court order to disclose Confidential Information, it shall promptly notify the Disclosing Party so that it may seek a protective order.',
  '6. Return. Upon termination of this Agreement the Receiving Party shall return or destroy all Confidential Information in its possession.',
  '7. No Licence. Nothing in this Agreement grants the Receiving Party any licence or other right in the Confidential Information.',
  '8. Term. The obligations of this Agreement shall survive its termination for three (3) years.',
  '9. Governing Law. This Agreement is governed by the laws of England and Wales.',
].join('\n\n');

describe('NDA model', () => {
  it('finds what a short NDA says, and not what it does not say', () => {
    const presence = ndaFeaturePresence(parseDocument(NDA));
    for (const id of ['nda-3', 'nda-4', 'nda-5', 'nda-8', 'nda-12', 'nda-13', 'nda-15', 'nda-19'])
      expect({ id, present: presence.get(id) }).toEqual({ id, present: true });
    for (const id of ['nda-11', 'nda-18'])
      expect({ id, present: presence.get(id) }).toEqual({ id, present: false });
  });

  it('tells return on termination from return on request, and finds rare covenants', () => {
    const head = NDA.split('\n\n').slice(0, 3);
    const presence = (extra: string) => ndaFeaturePresence(parseDocument([...head, extra].join('\n\n')));
    expect(
      presence(
        '4. At the written request of the Disclosing Party, the Receiving Party shall promptly return all Confidential Information.',
      ).get('nda-16'),
    ).toBe(false);
    expect(
      presence(
        '4. Within ten days after this Agreement ends or is terminated, the Receiving Party shall return or destroy all Confidential Information.',
      ).get('nda-16'),
    ).toBe(true);
    expect(
      presence(
        '4. For one year neither Party shall solicit for employment any employee of the other Party.',
      ).get('nda-18'),
    ).toBe(true);
    expect(
      presence(
        '4. The Receiving Party shall not reverse engineer, decompile or disassemble any prototype or software it receives.',
      ).get('nda-11'),
    ).toBe(true);
  });

  it('reports each feature in the review with quotes from the agreement as evidence', () => {
    const review = analyzeContract(NDA);
    expect(review.contractInfo.type).toBe('Non-Disclosure Agreement');
    const nda = (review.detectedClauses ?? []).filter((c) => c.category.startsWith('NDA: '));
    expect(nda).toHaveLength(NDA_FEATURES.length);
    for (const c of nda.filter((x) => x.present)) {
      expect(c.evidence.length).toBeGreaterThan(0);
      for (const e of c.evidence) expect(NDA.slice(e.start, e.end)).toBe(e.quote);
    }
  });

  it('scores nothing in text without words', () => {
    expect(
      shippedNdaModel()
        .judge(['', '...'])
        .every((v) => !v.entailed),
    ).toBe(true);
  });

  it('was trained by this training code', () => {
    expect(shippedNdaModel().data.training.codeSha256).toBe(ndaCodeSha256());
  });

  it('was trained on this data file', () => {
    requireDataFiles([NDA_FILE]);
    const dataFile = path.join(resolveDataDir(), NDA_FILE);
    expect(shippedNdaModel().data.training.dataSha256).toBe(
      createHash('sha256').update(readFileSync(dataFile)).digest('hex'),
    );
  });

  // Retraining takes 20 s to a minute of a busy core; the two hashes above tell the same in a moment.
  it.skipIf(!process.env['CLAUSECRAFT_RETRAIN_TEST'])(
    'is the model `npm run train:review` builds from the data, byte for byte',
    () => {
      const data = loadNdaData();
      expect(data).not.toBeNull();
      if (!data) return;
      expect(ndaModelSource(buildNdaModel(data))).toBe(readFileSync(NDA_MODEL_FILE, 'utf8'));
    },
    600_000,
  );
});
