import { describe, expect, it } from 'vitest';
import { isOperativeClause, isShortHeading } from './operative';

describe('isOperativeClause', () => {
  it('takes a clause that does something', () => {
    expect(
      isOperativeClause(
        'During the Term, Consultant shall not provide services to any competitor of the Company.',
      ),
    ).toBe(true);
    expect(isOperativeClause('NEITHER PARTY SHALL BE LIABLE FOR ANY CONSEQUENTIAL DAMAGES.')).toBe(true);
    expect(
      isOperativeClause(
        "Licensee's obligation to pay royalties shall survive expiration and continue for so long as it sells Products.",
      ),
    ).toBe(true);
  });

  it('leaves out headings, in title case or in capitals', () => {
    expect(isShortHeading('3.3 Insurance.')).toBe(true);
    expect(isOperativeClause('(iii) Effect of Termination or Expiration.')).toBe(false);
    expect(isOperativeClause('17. SPECIAL RIGHT OF NEGOTIATION AND TERMINATION.')).toBe(false);
  });

  it('counts distinct words for a heading and reads only as far as it needs to', () => {
    expect(isShortHeading('Term, term, TERM and term of terms.')).toBe(true);
    expect(isShortHeading('The term of this Agreement ends.')).toBe(false);
    expect(
      isOperativeClause('Confidentiality And Return Of Materials On Termination Or Expiry Of This Agreement'),
    ).toBe(false);
    expect(
      isOperativeClause(
        'Confidentiality And Return Of Materials On Termination Or Expiry Of This Agreement Or Any Renewal Of It',
      ),
    ).toBe(true);
  });

  it('leaves out recitals', () => {
    expect(
      isOperativeClause(
        'WHEREAS, the Company wishes to appoint the Distributor as its exclusive distributor.',
      ),
    ).toBe(false);
    expect(
      isOperativeClause('B. Whereas the parties wish to cooperate on the marketing of the Products.'),
    ).toBe(false);
  });

  it('leaves out lists of provisions that survive', () => {
    expect(
      isOperativeClause(
        'The obligations under Sections 8, 9, 10 and 14 shall survive the termination of this Agreement.',
      ),
    ).toBe(false);
    expect(
      isOperativeClause(
        'The rights of the parties set forth in Exhibit A shall survive the expiration of this agreement.',
      ),
    ).toBe(false);
  });
});
