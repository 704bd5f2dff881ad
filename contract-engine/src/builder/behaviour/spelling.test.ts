import { describe, expect, it } from 'vitest';
import { applyFactAction } from '../facts/apply-action';
import { describeFacts } from '../facts/declare';
import { localiseSpelling } from '../facts/spelling';
import { generateContract } from '../generate';
import { sectionNamed } from '../edit-intent';
import { CONTRACT_TYPES, findContractType } from '../types/registry';

// Template text is spelled for the reader (British outside the US and Canada, Canadian in Canada); the
// person's own words (party names, scope, added terms) never are.

const NDA = {
  'FIRST PARTY NAME': 'Color Labs LLC',
  'SECOND PARTY NAME': 'Favor Organization Inc',
  PURPOSE: 'to analyze a joint offer for the Labor Center and its catalog',
};
const ADDED = { addedTerms: ['Each party will honor the other’s color guide.'] };

describe('spelling', () => {
  it('spells template words the British way for British, Irish, Australian and New Zealand readers', () => {
    for (const locale of ['en-GB', 'en-IE', 'en-AU', 'en-NZ'] as const) {
      expect(localiseSpelling('an authorized organization acting in favor of labor', locale)).toBe(
        'an authorised organisation acting in favour of labour',
      );
      expect(localiseSpelling('to fulfill each installment, as canceled', locale)).toBe(
        'to fulfil each instalment, as cancelled',
      );
    }
  });

  it('spells Canadian contracts -our and -re with American -ize', () => {
    expect(
      localiseSpelling('an authorized organization acting in favor of labor at the center', 'en-CA'),
    ).toBe('an authorized organization acting in favour of labour at the centre');
  });

  it('writes "licence" for the noun and keeps "license" for the verb', () => {
    expect(localiseSpelling('grants no license and may license the software to them', 'en-GB')).toBe(
      'grants no licence and may license the software to them',
    );
    expect(localiseSpelling('NO LICENSE OR OBLIGATION', 'en-GB')).toBe('NO LICENCE OR OBLIGATION');
    expect(localiseSpelling('all licenses', 'en-CA')).toBe('all licences');
  });

  it('must not: respell a template slot, or anything in a US contract', () => {
    expect(localiseSpelling('{{ORGANIZATION NAME}} is authorized', 'en-GB')).toBe(
      '{{ORGANIZATION NAME}} is authorised',
    );
    for (const type of CONTRACT_TYPES) {
      const texts = [
        type.title,
        type.template.signatureIntro,
        ...type.template.preamble,
        ...type.template.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
      ];
      for (const text of texts) expect(localiseSpelling(text, 'en-US')).toBe(text);
    }
  });

  it("must not: respell the person's words in a British contract", () => {
    const british = generateContract('mutual-nda', NDA, { locale: 'en-GB', ...ADDED }).content;
    expect(british).toContain('NO LICENCE OR OBLIGATION');
    expect(british).toContain('grants no licence');
    expect(british).toContain('Unauthorised disclosure');
    expect(british).toContain('Color Labs LLC');
    expect(british).toContain('Favor Organization Inc');
    expect(british).toContain('to analyze a joint offer for the Labor Center and its catalog');
    expect(british).toContain('Each party will honor the other’s color guide.');
    const abroad = generateContract(
      'mutual-nda',
      { ...NDA, JURISDICTION: 'Labor Center Province, Canada' },
      {
        locale: 'en-CA',
      },
    ).content;
    expect(abroad).toContain('the law of Labor Center Province, Canada.');
    const american = generateContract('mutual-nda', NDA, { locale: 'en-US', ...ADDED }).content;
    expect(american).toContain('NO LICENSE OR OBLIGATION');
    expect(american).toContain('Unauthorized disclosure');
    expect(american).not.toMatch(/licence|[Aa]uthoris/);
  });

  it('finds a clause by either spelling of its heading', () => {
    const nda = findContractType('mutual-nda');
    if (!nda) throw new Error('mutual-nda');
    // A removal recorded before the templates were written in US spelling still names the clause.
    expect(applyFactAction(nda, { action: 'remove-clause', clause: 'NO LICENCE OR OBLIGATION' })).toEqual({
      set: {},
      removeClause: 'NO LICENSE OR OBLIGATION',
    });
    expect(sectionNamed('the no licence clause', nda)).toBe('NO LICENSE OR OBLIGATION');
    // The Details panel lists the clause as the British contract heads it.
    const ids = describeFacts('mutual-nda', 'en-GB')?.clauses.map((clause) => clause.id);
    expect(ids).toContain('NO LICENCE OR OBLIGATION');
    expect(describeFacts('mutual-nda')?.clauses.map((clause) => clause.id)).toContain(
      'NO LICENSE OR OBLIGATION',
    );
    const removed = generateContract('mutual-nda', NDA, {
      locale: 'en-GB',
      removedSections: ['NO LICENSE OR OBLIGATION'],
    }).content;
    expect(removed).not.toMatch(/NO LICEN[CS]E OR OBLIGATION/);
  });
});
