// Property modifiers (SPRMs) of Word 97-2003 binary files: a two-byte opcode whose top three bits
// give the operand's size. Used to read list membership (sprmPIlfo, sprmPIlvl) and tracked
// deletions (sprmCFRMarkDel) from .doc paragraph and character properties.

export const SPRM_P_ILVL = 0x260a;
export const SPRM_P_ILFO = 0x460b;
export const SPRM_C_FR_MARK_DEL = 0x0800;
const SPRM_T_DEF_TABLE = 0xd608;
const SPRM_P_CHG_TABS = 0xc615;

export interface Sprm {
  readonly opcode: number;
  /** Offset of the operand in the buffer given. */
  readonly at: number;
  readonly size: number;
}

function operandSize(bytes: Buffer, opcode: number, at: number): number {
  switch (opcode >> 13) {
    case 0:
    case 1:
      return 1;
    case 2:
    case 4:
    case 5:
      return 2;
    case 3:
      return 4;
    case 7:
      return 3;
    default:
      // Variable: a length byte, except two opcodes whose length is a 16-bit value (less one).
      if (opcode === SPRM_T_DEF_TABLE || opcode === SPRM_P_CHG_TABS)
        return at + 2 <= bytes.length ? bytes.readUInt16LE(at) + 1 : bytes.length - at;
      return at < bytes.length ? bytes.readUInt8(at) + 1 : 0;
  }
}

/** The SPRMs of a grpprl from `from` to the end of `bytes`; a truncated last one is dropped. */
export function readSprms(bytes: Buffer, from = 0): Sprm[] {
  const out: Sprm[] = [];
  let at = from;
  while (at + 2 <= bytes.length) {
    const opcode = bytes.readUInt16LE(at);
    const size = operandSize(bytes, opcode, at + 2);
    if (at + 2 + size > bytes.length) break;
    out.push({ opcode, at: at + 2, size });
    at += 2 + size;
  }
  return out;
}
