import { formatNumber } from './list-number-format';

// The list definitions of a Word 97-2003 .doc (MS-DOC PlfLst, PlfLfo and their LVLs in the table
// stream): which number format and label text each level of each list shows, and where it starts.
// A paragraph names its list by a 1-based index into the LFO array (sprmPIlfo) and its level
// (sprmPIlvl); the LFO names the list definition (LSTF) by its id and may override start values.

export interface DocLevel {
  readonly start: number;
  /** A WordprocessingML format name (list-number-format.ts). */
  readonly format: string;
  /** "Legal" numbering shows every level's number in decimal. */
  readonly legal: boolean;
  /** The label: text with level placeholders as {0}..{8} for the levels' numbers. */
  readonly label: ReadonlyArray<string | number>;
}

export interface DocList {
  readonly lsid: number;
  readonly levels: readonly DocLevel[];
}

export interface DocListOverride {
  /** Index into lists of the list definition this instance uses, or -1 when it names none. */
  readonly list: number;
  /** Per level, a start value that overrides the list's, when there is one. */
  readonly startAt: ReadonlyMap<number, number>;
}

export interface DocListTables {
  readonly lists: readonly DocList[];
  /** By ilfo - 1. */
  readonly overrides: readonly DocListOverride[];
}

// MS-DOC number formats (nfc) to WordprocessingML names.
const NFC: Readonly<Record<number, string>> = {
  0: 'decimal',
  1: 'upperRoman',
  2: 'lowerRoman',
  3: 'upperLetter',
  4: 'lowerLetter',
  5: 'decimal',
  22: 'decimalZero',
  23: 'bullet',
  255: 'none',
};

const LSTF_SIZE = 28;
const LVLF_SIZE = 28;
const LFO_SIZE = 16;

class Cursor {
  constructor(
    readonly bytes: Buffer,
    public at: number,
  ) {}
  need(n: number): void {
    if (this.at + n > this.bytes.length) throw new RangeError('List tables run past the table stream');
  }
}

function readLevel(c: Cursor): DocLevel {
  c.need(LVLF_SIZE);
  const b = c.bytes;
  const start = b.readInt32LE(c.at);
  const nfc = b.readUInt8(c.at + 4);
  const flags = b.readUInt8(c.at + 5);
  const cbChpx = b.readUInt8(c.at + 24);
  const cbPapx = b.readUInt8(c.at + 25);
  c.at += LVLF_SIZE + cbPapx + cbChpx;
  c.need(2);
  const cch = b.readUInt16LE(c.at);
  c.at += 2;
  c.need(cch * 2);
  const label: Array<string | number> = [];
  let text = '';
  for (let i = 0; i < cch; i += 1) {
    const ch = b.readUInt16LE(c.at + i * 2);
    if (ch < 9) {
      if (text !== '') label.push(text);
      text = '';
      label.push(ch);
    } else text += String.fromCharCode(ch);
  }
  if (text !== '') label.push(text);
  c.at += cch * 2;
  return { start, format: NFC[nfc] ?? 'decimal', legal: (flags & 0x04) !== 0, label };
}

/** The list tables, from the table stream and the FIB's fcPlfLst/lcbPlfLst and fcPlfLfo/lcbPlfLfo. */
export function readListTables(
  table: Buffer,
  plfLst: { fc: number; lcb: number },
  plfLfo: { fc: number; lcb: number },
): DocListTables {
  const lists: DocList[] = [];
  if (plfLst.lcb >= 2) {
    const c = new Cursor(table, plfLst.fc);
    c.need(2);
    const count = table.readInt16LE(c.at);
    c.at += 2;
    const heads: Array<{ lsid: number; simple: boolean }> = [];
    for (let i = 0; i < count; i += 1) {
      c.need(LSTF_SIZE);
      heads.push({ lsid: table.readInt32LE(c.at), simple: (table.readUInt8(c.at + 26) & 0x01) !== 0 });
      c.at += LSTF_SIZE;
    }
    // The levels of every list follow the whole LSTF array, list after list.
    for (const h of heads) {
      const levels: DocLevel[] = [];
      for (let l = 0; l < (h.simple ? 1 : 9); l += 1) levels.push(readLevel(c));
      lists.push({ lsid: h.lsid, levels });
    }
  }
  const overrides: DocListOverride[] = [];
  if (plfLfo.lcb >= 4) {
    const c = new Cursor(table, plfLfo.fc);
    c.need(4);
    const count = table.readInt32LE(c.at);
    c.at += 4;
    const heads: Array<{ lsid: number; levels: number }> = [];
    for (let i = 0; i < count; i += 1) {
      c.need(LFO_SIZE);
      heads.push({ lsid: table.readInt32LE(c.at), levels: table.readUInt8(c.at + 12) });
      c.at += LFO_SIZE;
    }
    // Then one LFOData per LFO: a cp, then its level overrides (each maybe with a whole LVL).
    for (const h of heads) {
      const startAt = new Map<number, number>();
      c.need(4);
      c.at += 4;
      for (let l = 0; l < h.levels; l += 1) {
        c.need(8);
        const start = table.readInt32LE(c.at);
        const flags = table.readUInt32LE(c.at + 4);
        c.at += 8;
        const ilvl = flags & 0x0f;
        if ((flags & 0x10) !== 0) startAt.set(ilvl, start);
        if ((flags & 0x20) !== 0) {
          const level = readLevel(c);
          if ((flags & 0x10) === 0) startAt.set(ilvl, level.start);
        }
      }
      overrides.push({ list: lists.findIndex((x) => x.lsid === h.lsid), startAt });
    }
  }
  return { lists, overrides };
}

/**
 * Numbers paragraphs as Word displays them: one counter set per list definition (instances of one
 * list continue each other's numbering unless they override a start value); a level's counter
 * restarts whenever a shallower level advances.
 */
export class ListNumberer {
  private readonly counters = new Map<number, number[]>();
  private readonly restarted = new Set<number>();

  constructor(private readonly tables: DocListTables) {}

  /** The label of a paragraph in list instance ilfo (1-based) at level ilvl, or null. */
  label(ilfo: number, ilvl: number): string | null {
    const override = this.tables.overrides[ilfo - 1];
    const list = override ? this.tables.lists[override.list] : undefined;
    const level = list?.levels[ilvl];
    if (!override || !list || !level) return null;
    const startOf = (l: number): number => override.startAt.get(l) ?? list.levels[l]?.start ?? 1;
    let current = this.counters.get(override.list) ?? [];
    // An instance that overrides a start value restarts the list the first time it is used.
    if (override.startAt.size > 0 && !this.restarted.has(ilfo)) {
      this.restarted.add(ilfo);
      current = [];
    }
    for (let i = 0; i < ilvl; i += 1) if (current[i] === undefined) current[i] = startOf(i);
    current[ilvl] = current[ilvl] === undefined ? startOf(ilvl) : current[ilvl] + 1;
    current.length = ilvl + 1;
    this.counters.set(override.list, current);
    if (level.format === 'bullet' || level.format === 'none') return null;
    const text = level.label
      .map((part) => {
        if (typeof part === 'string') return part;
        const n = current[part] ?? startOf(part);
        return formatNumber(n, level.legal ? 'decimal' : (list.levels[part]?.format ?? 'decimal'));
      })
      .join('');
    return text.trim() === '' ? null : text.trim();
  }
}
