import { ListNumberer, readListTables } from './doc-lists';
import { SPRM_C_FR_MARK_DEL, readSprms } from './doc-sprms';
import { listRefOf, readStyleLists, type ListRef } from './doc-styles';
import { OleCompoundFile, OleFormatError } from './ole-compound-file';

// The text of a Word 97-2003 .doc with Word's automatic list numbers ("8.1", "(a)") written in
// front of the paragraphs that show them, as docx-numbered-text.ts does for .docx: the same
// contract gives the same text whichever format it was saved in. Reads the binary format
// (MS-DOC) directly: the piece table for the text, paragraph properties for list membership,
// the list tables for the labels, character properties for tracked deletions.

export { OleFormatError as DocFormatError };

const FIB_MAGIC = 0xa5ec;
/** FibRgFcLcb97 starts at byte 154 of the FIB; pairs of (fc, lcb), 8 bytes each. */
const FC_LCB_BASE = 154;
const FC_STSHF = 1;
const FC_PLCF_BTE_CHPX = 12;
const FC_PLCF_BTE_PAPX = 13;
const FC_CLX = 33;
const FC_PLF_LST = 73;
const FC_PLF_LFO = 74;
const FKP_SIZE = 512;

interface Piece {
  readonly cpStart: number;
  readonly cpEnd: number;
  /** Byte offset of the piece's first character in the WordDocument stream. */
  readonly fc: number;
  /** Bytes per character: 1 (cp1252 "compressed") or 2 (UTF-16). */
  readonly bpc: 1 | 2;
}

interface Run {
  readonly fcStart: number;
  readonly fcEnd: number;
  readonly grpprl: Buffer;
  /** Paragraph runs: the paragraph's style index. */
  readonly istd: number;
}

function fail(message: string): never {
  throw new OleFormatError(message);
}

function fcLcb(word: Buffer, index: number): { fc: number; lcb: number } {
  const at = FC_LCB_BASE + index * 8;
  if (at + 8 > word.length) return { fc: 0, lcb: 0 };
  return { fc: word.readUInt32LE(at), lcb: word.readUInt32LE(at + 4) };
}

function slice(buf: Buffer, at: { fc: number; lcb: number }): Buffer {
  if (at.fc + at.lcb > buf.length) fail('Structure outside its stream');
  return buf.subarray(at.fc, at.fc + at.lcb);
}

// Windows-1252 bytes 0x80-0x9f that differ from Latin-1 (smart quotes, dashes, the euro sign).
const CP1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

/** The style sheet, or nothing when it is missing or outside the table stream. */
function stshOf(word: Buffer, table: Buffer): Buffer {
  const at = fcLcb(word, FC_STSHF);
  return at.fc + at.lcb <= table.length ? table.subarray(at.fc, at.fc + at.lcb) : Buffer.alloc(0);
}

function readPieces(table: Buffer, clx: { fc: number; lcb: number }): Piece[] {
  const bytes = slice(table, clx);
  let at = 0;
  // Skip the Prc blocks (property modifiers of complex files) before the piece table.
  while (at < bytes.length && bytes.readUInt8(at) === 1) {
    if (at + 3 > bytes.length) fail('Truncated CLX');
    at += 3 + bytes.readUInt16LE(at + 1);
  }
  if (at + 5 > bytes.length || bytes.readUInt8(at) !== 2) fail('No piece table');
  const lcb = bytes.readUInt32LE(at + 1);
  const plc = bytes.subarray(at + 5, at + 5 + lcb);
  const n = Math.floor((plc.length - 4) / 12);
  if (n < 1 || plc.length < n * 12 + 4) fail('Empty piece table');
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i += 1) {
    const raw = plc.readUInt32LE((n + 1) * 4 + i * 8 + 2);
    const compressed = (raw & 0x40000000) !== 0;
    pieces.push({
      cpStart: plc.readUInt32LE(i * 4),
      cpEnd: plc.readUInt32LE(i * 4 + 4),
      fc: compressed ? (raw & 0x3fffffff) / 2 : raw,
      bpc: compressed ? 1 : 2,
    });
  }
  return pieces;
}

/** Formatted runs (FC ranges and their grpprl) of the paragraph or character property FKPs. */
function readRuns(
  word: Buffer,
  table: Buffer,
  plcfBte: { fc: number; lcb: number },
  paragraphs: boolean,
): Run[] {
  const plc = slice(table, plcfBte);
  const n = Math.floor((plc.length - 4) / 8);
  const runs: Run[] = [];
  for (let i = 0; i < n; i += 1) {
    const page = (plc.readUInt32LE((n + 1) * 4 + i * 4) & 0x3fffff) * FKP_SIZE;
    if (page + FKP_SIZE > word.length) fail('Property page outside the document');
    const fkp = word.subarray(page, page + FKP_SIZE);
    const crun = fkp.readUInt8(FKP_SIZE - 1);
    for (let j = 0; j < crun; j += 1) {
      const fcStart = fkp.readUInt32LE(j * 4);
      const fcEnd = fkp.readUInt32LE(j * 4 + 4);
      // Paragraph pages hold 13-byte BxPap entries, character pages one offset byte per run.
      const offset = fkp.readUInt8((crun + 1) * 4 + j * (paragraphs ? 13 : 1)) * 2;
      if (offset === 0 || offset >= FKP_SIZE - 1) {
        runs.push({ fcStart, fcEnd, grpprl: Buffer.alloc(0), istd: 0 });
        continue;
      }
      let grpprl: Buffer;
      let istd = 0;
      if (paragraphs) {
        const cb = fkp.readUInt8(offset);
        // PapxInFkp: cb words less one byte, or (cb = 0) a second size byte in words; istd first.
        grpprl =
          cb !== 0
            ? fkp.subarray(offset + 1, Math.min(FKP_SIZE, offset + 1 + 2 * cb - 1))
            : fkp.subarray(offset + 2, Math.min(FKP_SIZE, offset + 2 + 2 * fkp.readUInt8(offset + 1)));
        istd = grpprl.length >= 2 ? grpprl.readUInt16LE(0) : 0;
        grpprl = grpprl.subarray(2);
      } else {
        const cb = fkp.readUInt8(offset);
        grpprl = fkp.subarray(offset + 1, Math.min(FKP_SIZE, offset + 1 + cb));
      }
      runs.push({ fcStart, fcEnd, grpprl, istd });
    }
  }
  return runs.sort((a, b) => a.fcStart - b.fcStart);
}

/** The run containing file offset fc (binary search over sorted runs). */
function runAt(runs: readonly Run[], fc: number): Run | undefined {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = runs[mid];
    if (!r) break;
    if (fc < r.fcStart) hi = mid - 1;
    else if (fc >= r.fcEnd) lo = mid + 1;
    else return r;
  }
  return undefined;
}

interface Char {
  readonly code: number;
  readonly fc: number;
}

/** The main document's characters (CP 0 to ccpText) with the file offset of each. */
function mainText(word: Buffer, pieces: readonly Piece[], ccpText: number): Char[] {
  const out: Char[] = [];
  for (const p of pieces) {
    if (p.cpStart >= ccpText) break;
    const end = Math.min(p.cpEnd, ccpText);
    for (let cp = p.cpStart; cp < end; cp += 1) {
      const fc = p.fc + (cp - p.cpStart) * p.bpc;
      if (fc + p.bpc > word.length) fail('Text outside the document');
      const byte = p.bpc === 2 ? word.readUInt16LE(fc) : word.readUInt8(fc);
      out.push({ code: p.bpc === 1 ? (CP1252[byte] ?? byte) : byte, fc });
    }
  }
  return out;
}

/** A paragraph's list and level: its own, else its style's (style numbering, Word's headings). */
function listOf(run: Run | undefined, styles: ReadonlyMap<number, ListRef>): { ilfo: number; ilvl: number } {
  const own = run ? listRefOf(run.grpprl) : {};
  const style = run ? styles.get(run.istd) : undefined;
  return { ilfo: own.ilfo ?? style?.ilfo ?? 0, ilvl: own.ilvl ?? style?.ilvl ?? 0 };
}

const deletedRuns = new WeakMap<Run, boolean>();

/** Whether a character run is a tracked deletion (shown struck through, not part of the text). */
function deleted(run: Run): boolean {
  let known = deletedRuns.get(run);
  if (known === undefined) {
    known = readSprms(run.grpprl).some(
      (s) => s.opcode === SPRM_C_FR_MARK_DEL && (run.grpprl.readUInt8(s.at) & 1) === 1,
    );
    deletedRuns.set(run, known);
  }
  return known;
}

const PARAGRAPH_END = new Set([0x0d, 0x07, 0x0c]);
const FIELD_BEGIN = 0x13;
const FIELD_SEPARATOR = 0x14;
const FIELD_END = 0x15;

function openDoc(buf: Buffer): { word: Buffer; table: Buffer } {
  const ole = new OleCompoundFile(buf);
  const word = ole.stream('WordDocument') ?? fail('No WordDocument stream');
  if (word.length < FC_LCB_BASE || word.readUInt16LE(0) !== FIB_MAGIC) fail('Not a Word document');
  const flags = word.readUInt16LE(0x0a);
  if ((flags & 0x0100) !== 0) fail('The document is encrypted');
  if (word.readUInt16LE(0x02) < 101) fail('Word 6/95 documents are not supported');
  const table = ole.stream((flags & 0x0200) !== 0 ? '1Table' : '0Table') ?? fail('No table stream');
  return { word, table };
}

/** The list numbering a .doc's paragraph styles carry, by style index (for tests and diagnostics). */
export function docStyleLists(buf: Buffer): Map<number, ListRef> {
  const { word, table } = openDoc(buf);
  return readStyleLists(stshOf(word, table));
}

/**
 * The document's paragraphs as text, each numbered paragraph prefixed with the number Word shows,
 * separated by blank lines (as docxNumberedText). Throws DocFormatError when the file is not a
 * Word 97-2003 document it can read (encrypted, Word 6/95, damaged).
 */
export function docNumberedText(buf: Buffer): string {
  const { word, table } = openDoc(buf);
  const ccpText = word.readUInt32LE(0x4c);

  const pieces = readPieces(table, fcLcb(word, FC_CLX));
  const paragraphRuns = readRuns(word, table, fcLcb(word, FC_PLCF_BTE_PAPX), true);
  const characterRuns = readRuns(word, table, fcLcb(word, FC_PLCF_BTE_CHPX), false);
  const styles = readStyleLists(stshOf(word, table));
  const numberer = new ListNumberer(readListTables(table, fcLcb(word, FC_PLF_LST), fcLcb(word, FC_PLF_LFO)));

  const paragraphs: string[] = [];
  let text = '';
  // Field codes: instructions (begin..separator) are hidden, results (separator..end) shown.
  const fields: boolean[] = [];
  for (const ch of mainText(word, pieces, ccpText)) {
    if (PARAGRAPH_END.has(ch.code)) {
      const list = listOf(runAt(paragraphRuns, ch.fc), styles);
      const label = list.ilfo > 0 && text.trim() !== '' ? numberer.label(list.ilfo, list.ilvl) : null;
      paragraphs.push(label ? `${label} ${text}` : text);
      text = '';
      continue;
    }
    if (ch.code === FIELD_BEGIN) fields.push(true);
    else if (ch.code === FIELD_SEPARATOR) fields[fields.length - 1] = false;
    else if (ch.code === FIELD_END) fields.pop();
    if (ch.code === FIELD_BEGIN || ch.code === FIELD_SEPARATOR || ch.code === FIELD_END) continue;
    if (fields.includes(true)) continue;
    const run = runAt(characterRuns, ch.fc);
    if (run && deleted(run)) continue;
    if (ch.code === 0x0b) text += '\n';
    else if (ch.code === 0x1e) text += '-';
    else if (ch.code === 0x09 || ch.code >= 0x20) text += String.fromCharCode(ch.code);
  }
  if (text.trim() !== '') paragraphs.push(text);
  return paragraphs.join('\n\n');
}
