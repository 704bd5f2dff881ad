import { describe, expect, it } from 'vitest';
import { analyzeContract } from '@contract-engine';
import { numberedContractDocx, numberedContractText } from './test-support/numbered-contract';
import { extractText } from './text-extractor';

// The same contract as typed text and as a Word file whose clause numbers are Word's automatic
// list numbering: the extracted text shows the numbers, and the review is the same.

describe('Word list numbering in uploaded .docx files', () => {
  it('keeps the clause numbers Word displays', async () => {
    const text = await extractText(await numberedContractDocx(), 'contract.docx');
    expect(text).toContain('1. SERVICES');
    expect(text).toContain('1.2 The Provider shall make any changes');
    expect(text).toContain('3.1 In no event shall');
    expect(text).toContain('(b) the Company becomes insolvent');
    expect(text).toBe(await extractText(Buffer.from(numberedContractText()), 'contract.txt'));
  });

  it('gives the same findings, locations and score as the typed text', async () => {
    const fromDocx = analyzeContract(await extractText(await numberedContractDocx(), 'contract.docx'), {
      party: 'Provider',
    });
    const fromTxt = analyzeContract(await extractText(Buffer.from(numberedContractText()), 'contract.txt'), {
      party: 'Provider',
    });
    expect(fromDocx.redFlags).toEqual(fromTxt.redFlags);
    expect(fromDocx.contractInfo.overallScore).toBe(fromTxt.contractInfo.overallScore);
    expect(fromDocx.redFlags[0]?.location).toBe('Section 3.1 Limitation of Liability');
  });
});
