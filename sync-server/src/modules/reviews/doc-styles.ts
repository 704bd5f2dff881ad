import { SPRM_P_ILFO, SPRM_P_ILVL, readSprms } from './doc-sprms';

// List numbering that a Word 97-2003 .doc attaches to paragraph styles (the style sheet, MS-DOC STSH):
// Word saves numbered headings as styles that carry a list (sprmPIlfo, sprmPIlvl), and paragraphs
// in those styles, or in styles based on them, show the numbers without carrying the list themselves.

export interface ListRef {
  readonly ilfo?: number;
  readonly ilvl?: number;
}

const STK_PARAGRAPH = 1;
const NO_STYLE = 0x0fff;

/** The list reference a grpprl sets, each part only when it sets it. */
export function listRefOf(grpprl: Buffer): ListRef {
  let ilfo: number | undefined;
  let ilvl: number | undefined;
  for (const s of readSprms(grpprl)) {
    if (s.opcode === SPRM_P_ILFO && s.size >= 2) ilfo = grpprl.readInt16LE(s.at);
    else if (s.opcode === SPRM_P_ILVL && s.size >= 1) ilvl = Math.min(8, grpprl.readUInt8(s.at));
  }
  return { ...(ilfo !== undefined ? { ilfo } : {}), ...(ilvl !== undefined ? { ilvl } : {}) };
}

interface Style {
  readonly base: number;
  readonly own: ListRef;
}

/** Per style index (istd), the list reference it gives its paragraphs, with its base styles'. */
export function readStyleLists(stsh: Buffer): Map<number, ListRef> {
  const styles = new Map<number, Style>();
  if (stsh.length < 6) return new Map();
  const cbStshi = stsh.readUInt16LE(0);
  const count = stsh.readUInt16LE(2);
  const cbBase = stsh.readUInt16LE(4);
  let at = 2 + cbStshi;
  for (let istd = 0; istd < count && at + 2 <= stsh.length; istd += 1) {
    const cbStd = stsh.readUInt16LE(at);
    const std = stsh.subarray(at + 2, Math.min(stsh.length, at + 2 + cbStd));
    at += 2 + cbStd;
    if (cbStd === 0 || std.length < Math.max(10, cbBase) + 2) continue;
    const kind = std.readUInt16LE(2);
    if ((kind & 0x0f) !== STK_PARAGRAPH) continue;
    const base = kind >> 4;
    const cch = std.readUInt16LE(cbBase);
    // The name (length, UTF-16 characters, a terminating zero), then the paragraph UPX first.
    const upx = cbBase + 2 + cch * 2 + 2;
    if (upx + 4 > std.length) {
      styles.set(istd, { base, own: {} });
      continue;
    }
    const cbUpx = std.readUInt16LE(upx);
    const grpprl = std.subarray(upx + 4, Math.min(std.length, upx + 2 + cbUpx));
    styles.set(istd, { base, own: cbUpx >= 2 ? listRefOf(grpprl) : {} });
  }
  const resolved = new Map<number, ListRef>();
  for (const istd of styles.keys()) {
    let ilfo: number | undefined;
    let ilvl: number | undefined;
    const seen = new Set<number>();
    for (let i = istd; i !== NO_STYLE && !seen.has(i);) {
      seen.add(i);
      const s = styles.get(i);
      if (!s) break;
      ilfo ??= s.own.ilfo;
      ilvl ??= s.own.ilvl;
      i = s.base;
    }
    if (ilfo !== undefined || ilvl !== undefined)
      resolved.set(istd, {
        ...(ilfo !== undefined ? { ilfo } : {}),
        ...(ilvl !== undefined ? { ilvl } : {}),
      });
  }
  return resolved;
}
