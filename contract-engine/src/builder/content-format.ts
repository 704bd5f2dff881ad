import type { ContractParagraph, ContractSection, ParsedContract, SignatoryBlock } from '@shared-schema';

// The plain-text contract format shared by the preview, the editor and the Word generator:
//
//   TITLE IN CAPITALS
//   <blank line>
//   preamble paragraphs, separated by blank lines
//   1. HEADING            numbered section headings in capitals
//   body paragraphs       "(a) ..." starts a lettered sub-clause
//   signature intro       the paragraph just before the first signatory block
//   LABEL                 each signatory block: a capitalised label line followed directly by
//   Signature: ______     "Field: value" lines, blocks separated by blank lines
//
// Every paragraph is one line; the parser also accepts hard-wrapped paragraphs.

const HEADING = /^(\d{1,3})\.\s+([^a-z]+)$/;
const SUB_CLAUSE = /^\(([a-z]{1,4})\)\s+([\s\S]*)$/;
const FIELD = /^([A-Za-z][A-Za-z ]{0,30}):\s?(.*)$/;
export const SIGNATURE_LINE = '______________________________';

function splitBlocks(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

function isSignatoryBlock(lines: readonly string[]): boolean {
  const [label, first] = lines;
  return (
    label !== undefined &&
    first !== undefined &&
    !/[a-z]/.test(label) &&
    /^Signature:/.test(first) &&
    lines.slice(1).every((line) => FIELD.test(line))
  );
}

function toParagraph(text: string): ContractParagraph {
  const match = SUB_CLAUSE.exec(text);
  return match ? { label: match[1] ?? null, text: match[2] ?? '' } : { label: null, text };
}

function toSignatory(lines: readonly string[]): SignatoryBlock {
  const fields = lines.slice(1).map((line) => {
    const match = FIELD.exec(line);
    return { label: match?.[1] ?? line, value: match?.[2] ?? '' };
  });
  return { label: lines[0] ?? '', fields };
}

export function parseContractContent(content: string): ParsedContract {
  const blocks = splitBlocks(content);
  const firstSignatory = blocks.findIndex(isSignatoryBlock);
  const signatoryStart = firstSignatory === -1 ? blocks.length : firstSignatory;
  const introIndex = signatoryStart - 1;
  const introBlock = firstSignatory > 1 ? blocks[introIndex] : undefined;
  const hasIntro = introBlock !== undefined && !HEADING.test(introBlock[0] ?? '');

  const result: ParsedContract = {
    title: '',
    preamble: [],
    sections: [],
    signatureBlock: { intro: '', parties: [] },
  };
  const bodyEnd = hasIntro ? introIndex : signatoryStart;
  blocks.forEach((lines, index) => {
    if (index === 0) {
      result.title = lines[0] ?? '';
      if (lines.length > 1) result.preamble.push(lines.slice(1).join(' '));
      return;
    }
    if (index >= bodyEnd) return;
    const heading = HEADING.exec(lines[0] ?? '');
    if (heading) {
      const section: ContractSection = {
        number: Number(heading[1]),
        heading: (heading[2] ?? '').trim(),
        paragraphs: [],
      };
      if (lines.length > 1) section.paragraphs.push(toParagraph(lines.slice(1).join(' ')));
      result.sections.push(section);
      return;
    }
    const text = lines.join(' ');
    const current = result.sections.at(-1);
    if (current) current.paragraphs.push(toParagraph(text));
    else result.preamble.push(text);
  });
  if (hasIntro && introBlock) result.signatureBlock.intro = introBlock.join(' ');
  result.signatureBlock.parties = blocks.slice(signatoryStart).filter(isSignatoryBlock).map(toSignatory);
  return result;
}

function formatParagraph(paragraph: ContractParagraph): string {
  return paragraph.label ? `(${paragraph.label}) ${paragraph.text}` : paragraph.text;
}

export function formatContractContent(model: ParsedContract): string {
  const blocks: string[] = [model.title.toUpperCase(), ...model.preamble];
  for (const section of model.sections) {
    blocks.push(
      `${section.number}. ${section.heading.toUpperCase()}`,
      ...section.paragraphs.map(formatParagraph),
    );
  }
  if (model.signatureBlock.intro) blocks.push(model.signatureBlock.intro);
  for (const party of model.signatureBlock.parties) {
    blocks.push(
      [party.label, ...party.fields.map((field) => `${field.label}: ${field.value}`.trimEnd())].join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}
