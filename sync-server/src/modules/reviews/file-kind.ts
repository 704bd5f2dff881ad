import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@shared-schema';
import { UnsupportedFileError } from './upload-errors';

export type FileKind = 'docx' | 'doc' | 'txt';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ACCEPTED = 'Please upload a DOC, DOCX or TXT file.';

function extensionKind(filename: string): FileKind {
  const ext = path.extname(filename).toLowerCase();
  const allowed: readonly string[] = LIMITS.uploadExtensions;
  if (!allowed.includes(ext))
    throw new UnsupportedFileError(`Files of type "${ext || 'unknown'}" are not supported. ${ACCEPTED}`);
  return ext === '.docx' ? 'docx' : ext === '.doc' ? 'doc' : 'txt';
}

/** Text: a Unicode BOM, or valid UTF-8 with no NUL bytes. */
function looksLikeText(buf: Buffer): boolean {
  if ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)) return true;
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides how to read an upload from its content (magic bytes), not only its name. The extension must
 * be one we accept; a Word file may carry either Word extension (renamed .doc/.docx files are common and
 * harmless), but a .txt must be text and a Word extension must hold a Word container.
 */
export async function detectFileKind(buf: Buffer, filename: string): Promise<FileKind> {
  const claimed = extensionKind(filename);
  const content: FileKind | 'other' = buf.subarray(0, 4).equals(ZIP_MAGIC)
    ? 'docx'
    : buf.subarray(0, 8).equals(OLE2_MAGIC)
      ? 'doc'
      : looksLikeText(buf)
        ? 'txt'
        : 'other';
  if (content === 'other') {
    // file-type only names what the file is: a magic-number guess must not refuse real text (it reads FF FE as MP1).
    const detected = await fileTypeFromBuffer(buf);
    if (!detected && claimed === 'txt') return 'txt';
    throw new UnsupportedFileError(
      `The file's content is ${detected ? `a ${detected.ext.toUpperCase()} file` : 'not a document'}, not a contract document. ${ACCEPTED}`,
    );
  }
  if (claimed === 'txt' && content !== 'txt')
    throw new UnsupportedFileError(
      `The file is named .txt but contains a Word document. Rename it to .${content} or save it as plain text.`,
    );
  if (claimed !== 'txt' && content === 'txt')
    throw new UnsupportedFileError(`The file is named .${claimed} but is not a Word document. ${ACCEPTED}`);
  return content;
}
