import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { trackEditsInDocx } from './docx-tracked-edits';
import { STYLED_CLAUSES, styledContractDocx } from './test-support/styled-contract';

const STAMP = { author: 'Clausecraft', date: '2026-11-28T10:00:00Z' };

async function part(docx: Buffer, name: string): Promise<string> {
  return (await (await JSZip.loadAsync(docx)).file(name)?.async('string')) ?? '';
}

const payment = {
  id: '0000000a',
  find: STYLED_CLAUSES.payment,
  replace: 'The Client shall pay each invoice within thirty (30) days of receipt.',
  comment: 'Sets a 30-day payment term.',
  section: 'Section 1',
};

describe('trackEditsInDocx', () => {
  it('writes the changed words as w:del and w:ins with author and date, keeping the run formatting', async () => {
    const result = await trackEditsInDocx(await styledContractDocx(), [payment], STAMP);
    if (!result.ok) throw new Error(result.reason);
    const xml = await part(result.docx, 'word/document.xml');
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="Clausecraft" w:date="2026-11-28T10:00:00Z">/);
    expect(xml).toMatch(/<w:ins w:id="\d+" w:author="Clausecraft" w:date="2026-11-28T10:00:00Z">/);
    expect(xml).toMatch(/<w:delText xml:space="preserve">ninety<\/w:delText>/);
    // The inserted words take the bold of the words they replace.
    expect(xml).toMatch(
      /<w:ins [^>]*><w:r><w:rPr><w:b\/>(<w:bCs\/>)?<\/w:rPr><w:t xml:space="preserve">thirty<\/w:t>/,
    );
    // Words that stay are not touched.
    expect(xml).toContain('>The Client shall pay each invoice within </w:t>');
  });

  it('frames the passage with a comment range and writes the reason to comments.xml with its relationship', async () => {
    const result = await trackEditsInDocx(await styledContractDocx(), [payment], STAMP);
    if (!result.ok) throw new Error(result.reason);
    const xml = await part(result.docx, 'word/document.xml');
    const id = /<w:commentRangeStart w:id="(\d+)"\/>/.exec(xml)?.[1];
    expect(id).toBeDefined();
    expect(xml).toContain(`<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`);
    expect(xml.indexOf('commentRangeStart')).toBeLessThan(xml.indexOf('<w:del '));
    const comments = await part(result.docx, 'word/comments.xml');
    expect(comments).toMatch(
      new RegExp(
        `<w:comment w:id="${id}" w:author="Clausecraft" w:date="2026-11-28T10:00:00Z"[^>]*><w:p><w:r><w:t xml:space="preserve">Sets a 30-day payment term.</w:t>`,
      ),
    );
    expect(await part(result.docx, 'word/_rels/document.xml.rels')).toContain('Target="comments.xml"');
    expect(await part(result.docx, '[Content_Types].xml')).toContain('PartName="/word/comments.xml"');
  });

  it('finds a passage the review quoted with its clause number, which Word keeps in the list numbering', async () => {
    const result = await trackEditsInDocx(
      await styledContractDocx(),
      [{ ...payment, find: `1. ${STYLED_CLAUSES.payment}` }],
      STAMP,
    );
    expect(result.ok).toBe(true);
  });

  it('writes the edits it can place and names the others, with why; refuses only when it can place none', async () => {
    const missing = { ...payment, id: '0000000b', find: 'The Provider shall deliver weekly reports.' };
    const result = await trackEditsInDocx(await styledContractDocx(), [payment, missing], STAMP);
    if (!result.ok) throw new Error(result.reason);
    expect(result.unplaced).toEqual([
      { edit: missing, why: 'not-found', reason: expect.stringMatching(/was not found word for word/) },
    ]);
    const xml = await part(result.docx, 'word/document.xml');
    expect(xml).toMatch(/<w:delText xml:space="preserve">ninety<\/w:delText>/);
    expect(xml.match(/<w:commentRangeStart /g)).toHaveLength(1);

    const none = await trackEditsInDocx(await styledContractDocx(), [missing], STAMP);
    expect(none).toEqual({ ok: false, reason: expect.stringMatching(/was not found word for word/) });
  });

  it('names an edit whose passage sits in a hyperlink as one it cannot place', async () => {
    const termination = {
      ...payment,
      id: '0000000c',
      find: STYLED_CLAUSES.termination,
      replace: 'Either party may end this Agreement with thirty days written notice.',
    };
    const result = await trackEditsInDocx(
      await styledContractDocx({ linkedTermination: true }),
      [payment, termination],
      STAMP,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.unplaced.map((u) => [u.edit.id, u.why])).toEqual([['0000000c', 'complex']]);
  });
});
