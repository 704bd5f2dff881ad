import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, uploadResponseSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  buildZip,
  CONTRACT_PARAGRAPHS,
  makeDoc,
  makeDocx,
  soffice,
  upload,
} from './test-support/upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function expectRefused(file: Buffer, name: string, status: number, messagePart: RegExp): Promise<void> {
  const res = await upload(server.url, file, name);
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ message: expect.stringMatching(messagePart) });
}

describe('POST /api/contracts/upload: extraction', () => {
  it('reads UTF-8 text, dropping the BOM and normalising line ends', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('SERVICES AGREEMENT\r\n\r\n\r\n\r\nThe Client shall pay — €100.  \r\n', 'utf8'),
    ]);
    const res = await upload(server.url, file, 'contract.txt');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: 'SERVICES AGREEMENT\n\nThe Client shall pay — €100.' });
  });

  it('reads UTF-16 text with a BOM', async () => {
    const file = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Lease Agreement between A and B', 'utf16le'),
    ]);
    expect(await upload(server.url, file, 'LEASE.TXT')).toEqual({
      status: 200,
      body: { text: 'Lease Agreement between A and B' },
    });
  });

  it('reads a .docx made with the docx package', async () => {
    const res = await upload(server.url, await makeDocx(), 'contract.docx');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: CONTRACT_PARAGRAPHS.join('\n\n') });
  });

  it.skipIf(!soffice)(
    'reads a Word 97 .doc converted by LibreOffice',
    async () => {
      const doc = await makeDoc();
      expect(doc.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
      const res = await upload(server.url, doc, 'contract.doc');
      expect(res.status).toBe(200);
      const { text } = uploadResponseSchema.parse(res.body);
      for (const paragraph of CONTRACT_PARAGRAPHS) expect(text).toContain(paragraph);
    },
    120_000,
  );

  it('accepts a Word file whose Word extension is the other one (.docx content named .doc)', async () => {
    const res = await upload(server.url, await makeDocx(), 'renamed.doc');
    expect(res.status).toBe(200);
  });
});

describe('POST /api/contracts/upload: bad uploads', () => {
  it('refuses an empty file', () => expectRefused(Buffer.alloc(0), 'empty.txt', 400, /empty/));
  it('refuses a file of only whitespace', () =>
    expectRefused(Buffer.from('  \n\n \t '), 'blank.txt', 400, /No text/));
  it('refuses a .docx without any text', async () =>
    expectRefused(await makeDocx([' ']), 'blank.docx', 400, /No text/));

  it('refuses a file over 10 MB with 413', async () => {
    await expectRefused(Buffer.alloc(LIMITS.uploadMaxBytes + 1, 0x61), 'big.txt', 413, /larger than 10MB/);
  });

  it('refuses unsupported extensions', async () => {
    await expectRefused(Buffer.from('%PDF-1.4 ...'), 'contract.pdf', 415, /not supported/);
    await expectRefused(Buffer.from('hello'), 'contract', 415, /not supported/);
  });

  it('checks the content, not only the extension', async () => {
    await expectRefused(PNG, 'contract.txt', 415, /PNG/);
    await expectRefused(PNG, 'contract.docx', 415, /PNG/);
    await expectRefused(
      Buffer.from('This is plain text pretending to be Word.'),
      'contract.docx',
      415,
      /not a Word document/,
    );
    await expectRefused(await makeDocx(), 'contract.txt', 415, /Word document/);
    await expectRefused(Buffer.from('text\u0000with\u0000nul bytes'), 'contract.txt', 415, /binary data/);
    await expectRefused(
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x6f, 0x6e, 0x74, 0x72, 0x61, 0x63, 0x74]),
      'latin1.txt',
      415,
      /UTF-8/,
    );
    await expectRefused(
      buildZip([{ name: 'readme.txt', data: Buffer.from('not word') }]),
      'archive.docx',
      415,
      /ZIP archive, not a Word document/,
    );
  });

  it('refuses damaged Word files with 422', async () => {
    const docx = await makeDocx();
    await expectRefused(
      docx.subarray(0, Math.floor(docx.length / 2)),
      'truncated.docx',
      422,
      /damaged|could not be read/,
    );
    const corruptPart = buildZip([
      { name: 'word/document.xml', data: Buffer.from('<w:document><oops'), method: 0 },
    ]);
    await expectRefused(corruptPart, 'corrupt.docx', 422, /could not be read/);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 7)]);
    await expectRefused(ole, 'corrupt.doc', 422, /DOC file is damaged/);
  });

  it('refuses zip bombs before expanding them', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    // Honest headers, absurd ratio.
    await expectRefused(
      buildZip([{ name: 'word/document.xml', data: zeros }]),
      'ratio.docx',
      413,
      /unreasonable size/,
    );
    // Headers that lie: declared small, expands to 20 MB.
    await expectRefused(
      buildZip([{ name: 'word/document.xml', data: zeros, declaredSize: 1000 }]),
      'liar.docx',
      413,
      /unreasonable size/,
    );
    // Declared total far beyond what a contract needs.
    const many = Array.from({ length: 3 }, (_, i) => ({
      name: i === 0 ? 'word/document.xml' : `word/media/${i}.bin`,
      data: Buffer.from('x'),
      method: 0 as const,
      declaredSize: 60 * 1024 * 1024,
    }));
    await expectRefused(buildZip(many), 'declared.docx', 413, /unreasonable size/);
  });

  it('needs multipart with the field "file"', async () => {
    const wrongField = await upload(server.url, Buffer.from('Agreement text'), 'contract.txt', 'document');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ message: expect.stringMatching(/field "file"/) });
    const json = await server.request('/api/contracts/upload', { body: { text: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: expect.stringMatching(/multipart/) });
    const noFile = await fetch(`${server.url}/api/contracts/upload`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
  });
});
