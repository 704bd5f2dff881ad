import { describe, expect, it } from 'vitest';
import { detectContractType, looksLikeContract } from './contract-type';
import { parseDocument } from './text/document';

// Contracts written for this test.

const body = [
  'The Developer shall build the software described in the statement of work and deliver it by the milestones set out there.',
  '"Confidential Information" means any information the Disclosing Party marks as confidential.',
  'The Receiving Party shall keep the Confidential Information of the Disclosing Party secret and use it only for the project.',
  'The Receiving Party shall return all Confidential Information at the end of the project.',
  'Confidential Information does not include information that is public.',
  'The Client shall pay the fees in Schedule B.',
].join('\n\n');

describe('detectContractType', () => {
  it('types a development agreement full of confidentiality terms as a services agreement, not an NDA', () => {
    const text = `SOFTWARE DEVELOPMENT AGREEMENT\n\n${body}`;
    expect(detectContractType(parseDocument(text), 'SOFTWARE DEVELOPMENT AGREEMENT')).toBe(
      'Services Agreement',
    );
  });

  it('types software maintenance, support and hosting as services, a software licence as a licence', () => {
    const doc = parseDocument('The Vendor shall keep the Customer system running.');
    expect(detectContractType(doc, 'SOFTWARE MAINTENANCE AGREEMENT')).toBe('Services Agreement');
    expect(detectContractType(doc, 'Software Support Agreement')).toBe('Services Agreement');
    expect(detectContractType(doc, 'SOFTWARE LICENSE AGREEMENT')).toBe('License Agreement');
  });

  it('does not vote a named agreement of another kind into an NDA', () => {
    const text = `MASTER AGREEMENT\n\n${body}`;
    expect(detectContractType(parseDocument(text), 'MASTER AGREEMENT')).not.toBe('Non-Disclosure Agreement');
  });

  it('still types an agreement that calls itself one as an NDA', () => {
    const text = `MUTUAL NON-DISCLOSURE AGREEMENT\n\n${body}`;
    expect(detectContractType(parseDocument(text), 'MUTUAL NON-DISCLOSURE AGREEMENT')).toBe(
      'Non-Disclosure Agreement',
    );
  });

  it('votes an untitled text about confidential information an NDA', () => {
    const untitled = [
      'Each of us may share business plans with the other while we discuss a joint bid.',
      '"Confidential Information" means any information the Disclosing Party marks as confidential.',
      'The Receiving Party shall keep the Confidential Information of the Disclosing Party secret.',
      'The Receiving Party shall return all Confidential Information when the talks end.',
    ].join('\n\n');
    expect(detectContractType(parseDocument(untitled), null)).toBe('Non-Disclosure Agreement');
  });
});

describe('looksLikeContract', () => {
  it('recognises a contract written in plain English without legal words', () => {
    const text = [
      'Job contract between Marigold Bistro and Sam Okafor.',
      'Sam will work as a line cook from 2 June, 30 hours a week. The employer will pay 16 pounds an hour, every two weeks.',
      'Either of us must give four weeks notice to end this job. Sam gets 28 days of paid holiday a year.',
      'Signed by the owner and by Sam on 20 May.',
    ].join('\n');
    expect(looksLikeContract(parseDocument(text))).toBe(true);
  });

  it('still turns away ordinary prose', () => {
    const text =
      'The bistro opened in spring. Its kitchen serves soups, breads and a different fish every day, and the garden behind it is full of herbs that the cooks pick each morning before the first guests arrive for lunch.';
    expect(looksLikeContract(parseDocument(text))).toBe(false);
  });
});
