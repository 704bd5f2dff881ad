import { inflateRawSync } from 'node:zlib';

// A .docx is a zip. Before mammoth expands it we read the central directory ourselves and refuse
// archives whose declared sizes or ratios are absurd (zip bombs), and we check that each entry's
// compressed data really stops at its declared size, because a bomb can lie in its headers.

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipLimits = {
  maxEntries: number;
  maxTotalUncompressedBytes: number;
  maxEntryRatio: number;
  ratioCheckMinBytes: number;
  /** XML parts are parsed into a DOM (about 70x their size in memory), so each is capped on its own. */
  maxXmlEntryBytes: number;
};

export const DOCX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  // A contract of 200,000 characters is a few MB of WordprocessingML; 100 MB leaves room for images.
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  // XML compresses 5-30x; a ratio far above that on a sizeable entry is a bomb, not a document.
  maxEntryRatio: 200,
  ratioCheckMinBytes: 1024 * 1024,
  // A 200,000-character contract is 1-4 MB of WordprocessingML even with heavy formatting.
  maxXmlEntryBytes: 12 * 1024 * 1024,
};

export class ZipFormatError extends Error {}
export class ZipBombError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

function findEndOfCentralDirectory(buf: Buffer): number {
  const earliest = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= earliest; i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  throw new ZipFormatError('no end of central directory');
}

export function readZipEntries(buf: Buffer): ZipEntry[] {
  if (buf.length < 22) throw new ZipFormatError('too short');
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  if (offset === ZIP64_MARKER || offset + size > buf.length)
    throw new ZipFormatError('central directory out of range');
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError('bad central directory entry');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const entry: ZipEntry = {
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localHeaderOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if (
      entry.compressedSize === ZIP64_MARKER ||
      entry.uncompressedSize === ZIP64_MARKER ||
      entry.localHeaderOffset === ZIP64_MARKER
    ) {
      throw new ZipBombError('zip64 entries are not expected in a contract document');
    }
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(buf: Buffer, entry: ZipEntry): Buffer {
  const p = entry.localHeaderOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL_SIGNATURE)
    throw new ZipFormatError(`bad local header for ${entry.name}`);
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw new ZipFormatError(`${entry.name} runs past the end of the file`);
  return buf.subarray(start, end);
}

/** Throws ZipFormatError for a damaged archive and ZipBombError for one that would expand too far. */
export function assertSafeZip(
  buf: Buffer,
  entries: readonly ZipEntry[],
  limits: ZipLimits = DOCX_ZIP_LIMITS,
): void {
  if (entries.length > limits.maxEntries) throw new ZipBombError(`too many entries (${entries.length})`);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes)
      throw new ZipBombError('declared uncompressed size too large');
    if (/\.(xml|rels)$/i.test(entry.name) && entry.uncompressedSize > limits.maxXmlEntryBytes)
      throw new ZipBombError(`${entry.name} declares ${entry.uncompressedSize} bytes of XML`);
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioCheckMinBytes && ratio > limits.maxEntryRatio)
      throw new ZipBombError(`compression ratio ${Math.round(ratio)}:1 on ${entry.name}`);
  }
  for (const entry of entries) {
    const data = entryData(buf, entry);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize)
        throw new ZipFormatError(`stored entry ${entry.name} has inconsistent sizes`);
    } else if (entry.method === 8) {
      // Inflating with the declared size as the cap proves the header honest without ever expanding further.
      let inflated: Buffer;
      try {
        inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch (error) {
        if (error instanceof RangeError)
          throw new ZipBombError(`${entry.name} expands beyond its declared size`);
        throw new ZipFormatError(`${entry.name} is damaged`);
      }
      if (inflated.length !== entry.uncompressedSize)
        throw new ZipFormatError(`${entry.name} does not match its declared size`);
    } else {
      throw new ZipFormatError(`unsupported compression method ${entry.method}`);
    }
  }
}
