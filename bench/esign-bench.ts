import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { loadSealKey } from '../sync-server/src/modules/signatures/seal-key';
import { sealPdf } from '../sync-server/src/modules/signatures/pdf-seal';
import {
  renderSignedPdf,
  type SignedPdfInput,
} from '../sync-server/src/modules/signatures/signed-pdf-render';
import { percentile, round, type BenchRow } from './bench-row';
import { contractOfWords } from './docx-bench';

// The signed PDF of issue 29: a 15-page contract (about 5,900 words, the docx bench's 10 pages scaled) with two
// signers and a twelve-event trail, rendered with pdf-lib and sealed with @signpdf (the installation key is
// loaded once, as on the server). Median and p95 of render + seal after warm-up.

const RUNS = 20;
const WARMUP = 3;
const TARGET_MS = 1000;
const WORDS = 5_900;

function input(text: string): SignedPdfInput {
  const at = new Date('2026-11-28T10:00:00Z');
  const signers = [
    { id: 's1', name: 'Ann Client', email: 'ann@example.com', party: 'CLIENT', signature: 'Ann Client' },
    {
      id: 's2',
      name: 'Sam Provider',
      email: 'sam@example.com',
      party: 'SERVICE PROVIDER',
      signature: 'Sam P.',
    },
  ].map((s) => ({
    ...s,
    signedAt: at.toISOString(),
    signatureKind: 'typed' as const,
    signatureValue: s.signature,
  }));
  const types = ['created', 'sent', 'sent', 'opened', 'consented', 'signed'] as const;
  const events = [...types, ...types].map((type, i) => ({
    type,
    at: new Date(at.getTime() + i * 1000),
    signerName: i % 2 ? 'Ann Client' : 'Sam Provider',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    documentSha256: 'a'.repeat(64),
    hash: 'b'.repeat(64),
  }));
  return {
    envelopeId: '0193a2b4-0000-7000-8000-000000000001',
    contractName: 'Website services',
    contractNumber: 'CB-2026-123456',
    documentSha256: 'a'.repeat(64),
    completedAt: at,
    text,
    signers,
    events,
  };
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'esign-bench-'));
  try {
    const key = await loadSealKey({ p12Path: null, passphrase: '', dataDir });
    const data = input(contractOfWords(WORDS));
    let pdf: Buffer = Buffer.alloc(0);
    const produce = async () => {
      const doc = await renderSignedPdf(data);
      pdf = await sealPdf(doc, key, { envelopeId: data.envelopeId, signedAt: data.completedAt });
    };
    for (let i = 0; i < WARMUP; i++) await produce();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await produce();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    return [
      {
        benchmark: `signed PDF, ${WORDS}-word contract (${pages} pages with certificate) median`,
        value: round(percentile(times, 50)),
        unit: 'ms',
        target: `<= ${TARGET_MS} ms`,
      },
      {
        benchmark: 'signed PDF p95',
        value: round(percentile(times, 95)),
        unit: 'ms',
        target: `<= ${TARGET_MS} ms`,
      },
      { benchmark: 'signed PDF size', value: round(pdf.length / 1024), unit: 'KiB', target: '-' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.table(await run());
