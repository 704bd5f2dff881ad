import { describe, expect, it } from 'vitest';
import { formatUnplacedHeader, parseUnplacedHeader } from '@shared-schema';
import { editsDownloadMessage, suggestionName, type EditsDownloadResult } from './edits-download';

const NAMES: Record<string, string> = {
  '1a2b3c4d': suggestionName({
    section: 'Section 2',
    currentText:
      '2. The Client may end this Agreement at any time without notice, for any reason or none at all.',
  }),
  '5e6f7a8b': suggestionName({ section: '', currentText: 'Rent is due on the first day of each month.' }),
};
const nameOf = (id: string) => NAMES[id] ?? id;

function result(overrides: Partial<EditsDownloadResult>): EditsDownloadResult {
  return {
    filename: 'Lease - suggested edits.docx',
    mode: 'in-place',
    applied: 2,
    listed: 0,
    reason: null,
    unplaced: [],
    ...overrides,
  };
}

describe('what the person is told after downloading with suggested edits', () => {
  it('names each ticked edit the Word file could not carry, and why, beside the ones it carries', () => {
    const message = editsDownloadMessage(
      result({
        applied: 1,
        unplaced: parseUnplacedHeader(
          formatUnplacedHeader([
            { id: '1a2b3c4d', why: 'complex' },
            { id: '5e6f7a8b', why: 'not-found' },
          ]),
        ),
      }),
      nameOf,
    );
    expect(message.warn).toBe(true);
    expect(message.title).toBe('Downloaded without some edits');
    expect(message.description).toMatch(/^Your document with 1 suggested edit as tracked changes/);
    expect(message.description).toContain('2 ticked edits are not in it');
    expect(message.notPlaced).toEqual([
      'Section 2: "The Client may end this Agreement at any time without not..." (its passage sits in a field, link or earlier tracked change of your file)',
      '"Rent is due on the first day of each month." (its passage is not word for word in one paragraph of your file)',
    ]);
  });

  it('says nothing is missing when every edit was placed, and keeps the clean-copy fallback as it was', () => {
    const placed = editsDownloadMessage(result({}), nameOf);
    expect(placed).toMatchObject({ title: 'Download Complete', warn: false, notPlaced: [] });
    expect(placed.description).toContain('2 suggested edits as tracked changes');
    const fallback = editsDownloadMessage(
      result({ mode: 'fallback', applied: 0, listed: 2, reason: 'The passage "x" was not found.' }),
      nameOf,
    );
    expect(fallback).toMatchObject({ title: 'Downloaded as a clean copy', warn: true, notPlaced: [] });
    expect(fallback.description).toContain('(The passage "x" was not found.)');
  });

  it('reads only well-formed pairs from the header', () => {
    expect(
      parseUnplacedHeader('1a2b3c4d=complex, nothex=complex,5e6f7a8b=maybe,9abcdef0-1=not-found'),
    ).toEqual([
      { id: '1a2b3c4d', why: 'complex' },
      { id: '9abcdef0-1', why: 'not-found' },
    ]);
    expect(parseUnplacedHeader(null)).toEqual([]);
  });
});
