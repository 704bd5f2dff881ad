import { HighlightColor, Packer, TextRun } from 'docx';
import { fillPlaceholders } from '@shared-schema';
import {
  contractDocument,
  layContract,
  NOT_LEGAL_ADVICE,
  type ContractDocxInput,
  type RunStyle,
} from './contract-docx-layout';

// The Word file of a contract (contract-docx-layout.ts lays it out). Unfilled [INSERT KEY] markers are highlighted
// yellow.

export { fillPlaceholders, NOT_LEGAL_ADVICE, type ContractDocxInput };

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const MARKER = /\[INSERT ([A-Z0-9]+(?: [A-Z0-9]+)*)\]/g;

/** Text runs with every remaining marker highlighted. */
export function markedRuns(text: string, style: RunStyle = {}): TextRun[] {
  const result: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const start = match.index;
    if (start > last) result.push(new TextRun({ text: text.slice(last, start), ...style }));
    result.push(new TextRun({ text: match[0], highlight: HighlightColor.YELLOW, ...style }));
    last = start + match[0].length;
  }
  if (last < text.length || result.length === 0)
    result.push(new TextRun({ text: text.slice(last), ...style }));
  return result;
}

/** The .docx bytes of a contract: title, parties, numbered sections, signature block, footer. */
export async function buildContractDocx(input: ContractDocxInput): Promise<Buffer> {
  const paragraphs = layContract(input).map((laid) => ({
    laid,
    children: laid.plain
      ? [new TextRun({ text: laid.text, ...laid.style })]
      : markedRuns(laid.text, laid.style),
  }));
  return Packer.toBuffer(contractDocument(input, paragraphs));
}
