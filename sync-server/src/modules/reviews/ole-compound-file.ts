// A reader for OLE compound files (MS-CFB), the container of Word 97-2003 .doc files: a small file
// system of sectors chained through an allocation table. Only what reading a .doc needs: the
// streams directly under the root storage, by name. Every offset is checked, so a damaged or
// hostile file ends in an OleFormatError, never in a read outside the buffer or an endless loop.

export class OleFormatError extends Error {}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECT = 0xffffffff;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;

interface DirectoryEntry {
  readonly name: string;
  readonly type: number;
  readonly left: number;
  readonly right: number;
  readonly child: number;
  readonly start: number;
  readonly size: number;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new OleFormatError(message);
}

export class OleCompoundFile {
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniCutoff: number;
  private readonly fat: Uint32Array;
  private readonly miniFat: Uint32Array;
  private readonly entries: readonly DirectoryEntry[];
  private miniStream: Buffer | null = null;

  constructor(private readonly buf: Buffer) {
    check(buf.length >= 512 && buf.subarray(0, 8).equals(SIGNATURE), 'Not an OLE compound file');
    const shift = buf.readUInt16LE(0x1e);
    const miniShift = buf.readUInt16LE(0x20);
    check(shift === 9 || shift === 12, 'Unsupported sector size');
    check(miniShift === 6, 'Unsupported mini sector size');
    this.sectorSize = 1 << shift;
    this.miniSectorSize = 1 << miniShift;
    this.miniCutoff = buf.readUInt32LE(0x38);
    this.fat = this.readFat(buf.readUInt32LE(0x2c), buf.readUInt32LE(0x44), buf.readUInt32LE(0x48));
    this.entries = this.readDirectory(buf.readUInt32LE(0x30));
    const miniFatStart = buf.readUInt32LE(0x3c);
    this.miniFat = bytesToSectors(miniFatStart >= END_OF_CHAIN ? Buffer.alloc(0) : this.chain(miniFatStart));
  }

  private sector(n: number): Buffer {
    const at = (n + 1) * this.sectorSize;
    check(at < this.buf.length, 'Sector outside the file');
    return this.buf.subarray(at, Math.min(at + this.sectorSize, this.buf.length));
  }

  private readFat(count: number, difatStart: number, difatCount: number): Uint32Array {
    const fatSectors: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < count; i += 1)
      fatSectors.push(this.buf.readUInt32LE(0x4c + i * 4));
    let next = difatStart;
    const perSector = this.sectorSize / 4 - 1;
    for (let seen = 0; fatSectors.length < count && next < END_OF_CHAIN; seen += 1) {
      check(seen <= difatCount, 'DIFAT chain too long');
      const s = this.sector(next);
      for (let i = 0; i < perSector && fatSectors.length < count; i += 1)
        fatSectors.push(s.readUInt32LE(i * 4));
      next = s.readUInt32LE(perSector * 4);
    }
    check(fatSectors.length === count, 'FAT sectors missing');
    return bytesToSectors(Buffer.concat(fatSectors.map((n) => this.sector(n))));
  }

  /** The bytes of a sector chain in the main allocation table. */
  private chain(start: number): Buffer {
    const parts: Buffer[] = [];
    let n = start;
    while (n !== END_OF_CHAIN) {
      check(n < this.fat.length && n !== FREE_SECT, 'Broken sector chain');
      check(parts.length <= this.fat.length, 'Sector chain loops');
      parts.push(this.sector(n));
      n = this.fat[n] ?? END_OF_CHAIN;
    }
    return Buffer.concat(parts);
  }

  private miniChain(start: number, size: number): Buffer {
    this.miniStream ??= this.rootMiniStream();
    const stream = this.miniStream;
    const parts: Buffer[] = [];
    let n = start;
    while (n !== END_OF_CHAIN) {
      check(n < this.miniFat.length, 'Broken mini sector chain');
      check(parts.length <= this.miniFat.length, 'Mini sector chain loops');
      const at = n * this.miniSectorSize;
      check(at < stream.length, 'Mini sector outside the mini stream');
      parts.push(stream.subarray(at, at + this.miniSectorSize));
      n = this.miniFat[n] ?? END_OF_CHAIN;
    }
    const out = Buffer.concat(parts);
    check(out.length >= size, 'Stream shorter than its size');
    return out.subarray(0, size);
  }

  private rootMiniStream(): Buffer {
    const root = this.entries[0];
    check(root !== undefined && root.type === 5, 'No root entry');
    return root.start >= END_OF_CHAIN ? Buffer.alloc(0) : this.chain(root.start).subarray(0, root.size);
  }

  private readDirectory(start: number): DirectoryEntry[] {
    const bytes = this.chain(start);
    const entries: DirectoryEntry[] = [];
    for (let at = 0; at + 128 <= bytes.length; at += 128) {
      const nameBytes = Math.min(64, bytes.readUInt16LE(at + 0x40));
      entries.push({
        name: bytes.toString('utf16le', at, at + Math.max(0, nameBytes - 2)),
        type: bytes.readUInt8(at + 0x42),
        left: bytes.readUInt32LE(at + 0x44),
        right: bytes.readUInt32LE(at + 0x48),
        child: bytes.readUInt32LE(at + 0x4c),
        start: bytes.readUInt32LE(at + 0x74),
        size: bytes.readUInt32LE(at + 0x78),
      });
    }
    return entries;
  }

  /** Names and entries of the root storage's children (a red-black tree of siblings). */
  private rootChildren(): DirectoryEntry[] {
    const out: DirectoryEntry[] = [];
    const stack = [this.entries[0]?.child ?? NO_STREAM];
    const visited = new Set<number>();
    while (stack.length > 0) {
      const i = stack.pop() ?? NO_STREAM;
      if (i === NO_STREAM || visited.has(i)) continue;
      const e = this.entries[i];
      check(e !== undefined, 'Directory entry outside the directory');
      visited.add(i);
      out.push(e);
      stack.push(e.left, e.right);
    }
    return out;
  }

  /** A stream directly under the root storage, or null when there is none by that name. */
  stream(name: string): Buffer | null {
    const e = this.rootChildren().find((x) => x.type === 2 && x.name === name);
    if (!e) return null;
    if (e.size < this.miniCutoff) return this.miniChain(e.start, e.size);
    const out = this.chain(e.start);
    check(out.length >= e.size, 'Stream shorter than its size');
    return out.subarray(0, e.size);
  }
}

function bytesToSectors(bytes: Buffer): Uint32Array {
  const out = new Uint32Array(Math.floor(bytes.length / 4));
  for (let i = 0; i < out.length; i += 1) out[i] = bytes.readUInt32LE(i * 4);
  return out;
}
