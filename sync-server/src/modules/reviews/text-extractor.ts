import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { REVIEW_CONTRACT_TEXT_MAX_CHARS } from '@shared-schema';
import { BadRequestError } from '../../errors';
import { docNumberedText } from './doc-numbered-text';
import { docxNumberedText } from './docx-numbered-text';
import { detectFileKind, type FileKind } from './file-kind';
import { assertSafeZip, readZipEntries, ZipBombError, ZipFormatError } from './zip-inspector';
import { emptyFileError, UnreadableFileError, UnsupportedFileError } from './upload-errors';
import { PayloadTooLargeError } from '../../errors';

/** Text of an uploaded contract (.txt, .docx, .doc), or a clear 4xx AppError. */
export async function extractText(buf: Buffer, filename: string): Promise<string> {
  if (buf.length === 0) throw emptyFileError();
  const kind = await detectFileKind(buf, filename);
  const raw = await extractByKind(kind, buf);
  const text = normaliseText(raw);
  if (text.length === 0) throw new BadRequestError('No text was found in the uploaded file.', 'no-text');
  if (text.length > REVIEW_CONTRACT_TEXT_MAX_CHARS) {
    throw new PayloadTooLargeError(
      `The document has ${text.length.toLocaleString('en-US')} characters of text; the limit for a review is ${REVIEW_CONTRACT_TEXT_MAX_CHARS.toLocaleString('en-US')}.`,
    );
  }
  return text;
}

async function extractByKind(kind: FileKind, buf: Buffer): Promise<string> {
  if (kind === 'txt') return decodeText(buf);
  if (kind === 'docx') return extractDocx(buf);
  return extractDoc(buf);
}

export function decodeText(buf: Buffer): string {
  let text: string;
  try {
    if (buf[0] === 0xff && buf[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(buf.subarray(2));
    else if (buf[0] === 0xfe && buf[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(buf.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    throw new UnsupportedFileError(
      'The text file is not valid UTF-8 text. Save it as UTF-8 and upload it again.',
    );
  }
  if (text.includes('\u0000'))
    throw new UnsupportedFileError(
      'The file contains binary data, not text. Please upload a DOC, DOCX or TXT file.',
    );
  return text;
}

async function extractDocx(buf: Buffer): Promise<string> {
  try {
    const entries = readZipEntries(buf);
    if (!entries.some((e) => e.name === 'word/document.xml'))
      throw new UnsupportedFileError(
        'The file is a ZIP archive, not a Word document. Please upload a DOC, DOCX or TXT file.',
      );
    assertSafeZip(buf, entries);
    const numbered = await docxNumberedText(buf);
    if (numbered !== null && numbered.trim() !== '') return numbered;
    const result = await mammoth.extractRawText({ buffer: buf });
    return result.value;
  } catch (error) {
    if (error instanceof UnsupportedFileError) throw error;
    if (error instanceof ZipBombError)
      throw new PayloadTooLargeError('The document expands to an unreasonable size and was refused.');
    if (error instanceof ZipFormatError)
      throw new UnreadableFileError('The DOCX file is damaged and could not be read.');
    throw new UnreadableFileError(
      'The DOCX file could not be read. Open it in Word, save it again and retry.',
    );
  }
}

async function extractDoc(buf: Buffer): Promise<string> {
  try {
    return docNumberedText(buf);
  } catch {
    // Our reader covers Word 97-2003; word-extractor still gets a chance at what it refuses.
  }
  try {
    const doc = await new WordExtractor().extract(buf);
    // One paragraph a line there; a blank line between paragraphs, as for .docx and typed text.
    return doc.getBody().replace(/\n/g, '\n\n');
  } catch {
    throw new UnreadableFileError('The DOC file is damaged or is not a Word document and could not be read.');
  }
}

/** Unix line ends, no trailing spaces, at most one blank line between paragraphs. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
