import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { generateContract, parseContractContent } from '@contract-engine';
import { buildContractDocx, fillPlaceholders, NOT_LEGAL_ADVICE } from './contract-docx';

async function parts(buffer: Buffer): Promise<{ document: string; footers: string }> {
  const zip = await JSZip.loadAsync(buffer);
  const document = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const footerFiles = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  const footers = (await Promise.all(footerFiles.map((name) => zip.file(name)?.async('string') ?? ''))).join(
    '\n',
  );
  return { document, footers };
}

describe('buildContractDocx', () => {
  const { content } = generateContract(
    'service-agreement',
    { 'CLIENT NAME': 'Acme LLC' },
    { today: '2026-03-01' },
  );

  it('writes title, number, parties, numbered sections and the signature block', async () => {
    const buffer = await buildContractDocx({ content, contractNumber: 'CB-2026-654321' });
    const { value } = await mammoth.extractRawText({ buffer });
    expect(value).toMatch(/^SERVICE AGREEMENT/);
    expect(value).toContain('Contract No. CB-2026-654321');
    expect(value).toContain('Acme LLC, [INSERT CLIENT TYPE] (the "Client")');
    expect(value).toMatch(/1\. SERVICES[\s\S]*2\. /);
    expect(value).toContain('CLIENT');
    expect(value).toContain('Signature: ______');
  });

  it('keeps the whole signature section together, so the last signatory block is never alone on a page', async () => {
    const { document } = await parts(await buildContractDocx({ content, contractNumber: 'CB-2026-654321' }));
    const paragraphs = document.split('</w:p>').filter((p) => p.includes('<w:p'));
    const firstLabel = paragraphs.findIndex((p) => />CLIENT</.test(p) || /<w:t[^>]*>CLIENT<\/w:t>/.test(p));
    expect(firstLabel).toBeGreaterThan(0);
    const section = paragraphs.slice(firstLabel).filter((p) => /<w:t[ >]/.test(p));
    expect(section.length).toBeGreaterThan(4);
    // Every paragraph of the section but the very last keeps with the next one (docx writes a false one as
    // <w:keepNext w:val="false"/>).
    section.slice(0, -1).forEach((p) => expect(p).toContain('<w:keepNext/>'));
    expect(section.at(-1)).not.toContain('<w:keepNext/>');
  });

  it('keeps the last clause whole and with the signature block, so the signatures never stand alone', async () => {
    const model = parseContractContent(content);
    const lastClause = model.sections.at(-1)?.paragraphs.at(-1)?.text ?? '';
    expect(lastClause.length).toBeGreaterThan(20);
    const { document } = await parts(await buildContractDocx({ content, contractNumber: 'CB-2026-654321' }));
    const paragraphs = document.split('</w:p>').filter((p) => p.includes('<w:p'));
    const opening = lastClause.slice(0, 20);
    const last = paragraphs.filter((p) => p.includes(opening));
    expect(last).toHaveLength(1);
    expect(last[0]).toContain('<w:keepNext/>');
    expect(last[0]).toContain('<w:keepLines/>');
    // Only that clause: the one before it may break from it as usual.
    const before = paragraphs[paragraphs.findIndex((p) => p.includes(opening)) - 1] ?? '';
    expect(before).not.toContain('<w:keepLines/>');
  });

  it('highlights unfilled markers in yellow and puts the number and disclaimer in the footer', async () => {
    const { document, footers } = await parts(
      await buildContractDocx({ content, contractNumber: 'CB-2026-654321' }),
    );
    expect(document).toMatch(/<w:highlight w:val="yellow"\/>[\s\S]*?<w:t[^>]*>\[INSERT CLIENT TYPE\]<\/w:t>/);
    expect(document).not.toMatch(/<w:highlight w:val="yellow"\/>[\s\S]{0,200}?<w:t[^>]*>Acme LLC/);
    expect(footers).toContain('CB-2026-654321');
    expect(footers).toContain(NOT_LEGAL_ADVICE);
  });

  it('fills markers from non-empty placeholder values only', async () => {
    expect(
      fillPlaceholders('Pay [INSERT PAYMENT AMOUNT] to [INSERT CLIENT NAME].', {
        'PAYMENT AMOUNT': '$900',
        'CLIENT NAME': ' ',
      }),
    ).toBe('Pay $900 to [INSERT CLIENT NAME].');
    // A name that ends in "Ltd." at the end of a sentence keeps one full stop.
    expect(fillPlaceholders('Pay [INSERT CLIENT NAME].', { 'CLIENT NAME': 'Acme Ltd.' })).toBe(
      'Pay Acme Ltd.',
    );
    const { value } = await mammoth.extractRawText({
      buffer: await buildContractDocx({
        content,
        contractNumber: 'CB-2026-000001',
        placeholders: { 'CLIENT TYPE': 'limited liability company' },
      }),
    });
    expect(value).toContain('Acme LLC, limited liability company (the "Client")');
  });

  it('copes with text that is not in the contract format', async () => {
    const { value } = await mammoth.extractRawText({
      buffer: await buildContractDocx({
        content: 'just a line',
        contractNumber: 'CB-2026-000002',
        name: 'Notes',
      }),
    });
    expect(value).toContain('just a line');
    expect(value).toContain('CB-2026-000002');
  });
});
