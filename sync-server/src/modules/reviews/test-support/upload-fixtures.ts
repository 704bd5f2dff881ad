import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { convertWithLibreOffice } from '../../../../test/libreoffice';

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

export { soffice } from '../../../../test/libreoffice';

/** A real Word 97 .doc, converted from a generated .docx by LibreOffice (headless). */
export async function makeDoc(paragraphs: readonly string[] = CONTRACT_PARAGRAPHS): Promise<Buffer> {
  return convertToDoc('contract.docx', await makeDocx(paragraphs));
}

/** A Word 97 .doc that LibreOffice (headless) converts from a file it reads (.docx, .fodt, ...). */
export async function convertToDoc(fileName: string, contents: Buffer | string): Promise<Buffer> {
  return convertWithLibreOffice(fileName, contents, 'doc:MS Word 97');
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

const WORDS = [
  'party',
  'shall',
  'deliver',
  'invoice',
  'services',
  'term',
  'notice',
  'agreement',
  'client',
  'fees',
];

/**
 * A .docx whose word/document.xml is about `xmlMegabytes` of ordinary paragraphs. The words vary, so it
 * compresses like a real document (about 6:1) and passes the ratio check: only its size makes it hostile.
 */
export function makeLargeDocx(xmlMegabytes: number): Buffer {
  const target = xmlMegabytes * 1024 * 1024;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  ];
  let size = parts[0]?.length ?? 0;
  let seed = 7;
  while (size < target) {
    const words: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      words.push(`${WORDS[seed % WORDS.length] ?? 'term'}${seed % 97}`);
    }
    const paragraph = `<w:p><w:r><w:t>${words.join(' ')}.</w:t></w:r></w:p>`;
    parts.push(paragraph);
    size += paragraph.length;
  }
  parts.push('</w:body></w:document>');
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from(parts.join('')) },
  ]);
}
