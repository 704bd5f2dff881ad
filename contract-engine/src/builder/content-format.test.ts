import { describe, expect, it } from 'vitest';
import { ParsedContractSchema, type ParsedContract } from '@shared-schema';
import { formatContractContent, parseContractContent } from './content-format';
import { generateContract } from './generate';
import { CONTRACT_TYPES } from './types/registry';

describe('contract content format', () => {
  for (const type of CONTRACT_TYPES) {
    it(`${type.id}: generated content parses into the structured model and formats back unchanged`, () => {
      const { content } = generateContract(type.id, {}, { today: '2026-03-03' });
      const model = parseContractContent(content);
      expect(ParsedContractSchema.parse(model)).toEqual(model);
      expect(model.title).toBe(type.title.toUpperCase());
      expect(model.sections.map((section) => section.heading)).toEqual(
        type.template.sections.map((section) => section.heading),
      );
      expect(model.sections.map((section) => section.number)).toEqual(
        type.template.sections.map((_s, index) => index + 1),
      );
      expect(model.preamble).toHaveLength(type.template.preamble.length);
      expect(model.signatureBlock.intro).toBe(type.template.signatureIntro);
      expect(model.signatureBlock.parties.map((party) => party.label)).toEqual(
        type.parties.map((party) => party.label),
      );
      expect(formatContractContent(model)).toBe(content);
    });
  }

  it('reads lettered sub-clauses and signatory fields', () => {
    const { content } = generateContract('service-agreement', { 'CLIENT NAME': 'Acme LLC' });
    const model = parseContractContent(content);
    const payment = model.sections.find((section) => section.heading === 'PAYMENT');
    expect(payment?.paragraphs[0]?.label).toBeNull();
    expect(payment?.paragraphs.slice(1).map((paragraph) => paragraph.label)).toEqual(['a', 'b', 'c', 'd']);
    expect(payment?.paragraphs[3]?.text).toMatch(/^Late Payment\. .*1\.5% per month/);
    const client = model.signatureBlock.parties[0];
    expect(client?.fields.find((field) => field.label === 'Name')?.value).toBe('Acme LLC');
    expect(model.signatureBlock.parties[1]?.fields.find((field) => field.label === 'Name')?.value).toBe(
      '[INSERT SERVICE PROVIDER NAME]',
    );
  });

  it('formats a hand-built model and parses it back to the same model', () => {
    const model: ParsedContract = {
      title: 'SIMPLE AGREEMENT',
      preamble: ['This agreement is made between A and B.'],
      sections: [
        {
          number: 1,
          heading: 'SCOPE',
          paragraphs: [
            { label: null, text: 'A does the work.' },
            { label: 'a', text: 'First item;' },
            { label: 'b', text: 'Second item.' },
          ],
        },
        {
          number: 2,
          heading: "PARTIES' DUTIES",
          paragraphs: [{ label: null, text: 'Each party acts in good faith.' }],
        },
      ],
      signatureBlock: {
        intro: 'Signed by the parties.',
        parties: [
          {
            label: 'PARTY A',
            fields: [
              { label: 'Signature', value: '____' },
              { label: 'Name', value: 'A' },
            ],
          },
          {
            label: 'PARTY B',
            fields: [
              { label: 'Signature', value: '____' },
              { label: 'Date', value: '' },
            ],
          },
        ],
      },
    };
    expect(parseContractContent(formatContractContent(model))).toEqual(model);
  });

  it('tolerates Windows line endings and hard-wrapped paragraphs', () => {
    const text =
      'MY CONTRACT\r\n\r\nPreamble line one\r\ncontinues here.\r\n\r\n1. TERMS\r\nBody right under the heading\r\nwrapped.\r\n\r\n(a) Sub clause.\r\n';
    const model = parseContractContent(text);
    expect(model.title).toBe('MY CONTRACT');
    expect(model.preamble).toEqual(['Preamble line one continues here.']);
    expect(model.sections[0]?.paragraphs).toEqual([
      { label: null, text: 'Body right under the heading wrapped.' },
      { label: 'a', text: 'Sub clause.' },
    ]);
    expect(model.signatureBlock.parties).toEqual([]);
  });

  it('returns an empty model for empty content', () => {
    expect(parseContractContent('')).toEqual({
      title: '',
      preamble: [],
      sections: [],
      signatureBlock: { intro: '', parties: [] },
    });
  });
});
