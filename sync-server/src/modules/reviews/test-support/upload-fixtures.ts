import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';

// Files the upload tests make themselves: .docx with the docx package, .doc by LibreOffice conversion,
// and hand-built zips for damaged archives and zip bombs.

export const CONTRACT_PARAGRAPHS = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made between Acme Corp ("Client") and Jane Doe ("Contractor").',
  'The Contractor shall deliver the services described in Schedule A. The Client shall pay each invoice within thirty (30) days.',
  'This Agreement is governed by the laws of the State of New York.',
];

export async function makeDocx(paragraphs: readonly string[] = CONTRACT_PARAGRAPHS): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }] }),
  );
}

const SOFFICE_CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/bin/libreoffice',
  '/usr/lib/libreoffice/program/soffice',
];
export const soffice = SOFFICE_CANDIDATES.find((p) => existsSync(p));

/** A real Word 97 .doc, converted from a generated .docx by LibreOffice (headless). */
export async function makeDoc(paragraphs: readonly string[] = CONTRACT_PARAGRAPHS): Promise<Buffer> {
  if (!soffice) throw new Error('LibreOffice (soffice) is not installed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-doc-'));
  try {
    await writeFile(path.join(dir, 'contract.docx'), await makeDocx(paragraphs));
    await promisify(execFile)(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'doc:MS Word 97',
        '--outdir',
        dir,
        path.join(dir, 'contract.docx'),
      ],
      { timeout: 120_000 },
    );
    return await readFile(path.join(dir, 'contract.doc'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type RawZipEntry = { name: string; data: Buffer; method?: 0 | 8; declaredSize?: number };

/** A minimal zip writer: sizes can be declared falsely, to build bombs that lie in their headers. */
export function buildZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const stored = method === 8 ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + stored.length;
  }
  const centralDir = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(centralDir.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, eocd]);
}

export async function upload(
  baseUrl: string,
  file: Buffer,
  filename: string,
  field = 'file',
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), filename);
  const res = await fetch(`${baseUrl}/api/contracts/upload`, { method: 'POST', body: form });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}
