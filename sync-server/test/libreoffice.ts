import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { residentProfile } from './libreoffice-resident';

// LibreOffice (headless) as the independent reader of the Word files the product writes: it converts them, and the
// tests read back what Word users would see (tracked changes and comments), not what our own writer meant to write.

const SOFFICE_CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/bin/libreoffice',
  '/usr/lib/libreoffice/program/soffice',
];
export const soffice = SOFFICE_CANDIDATES.find((p) => existsSync(p));

/**
 * Converts a file with LibreOffice. `filter` is LibreOffice's target (e.g. 'doc:MS Word 97', 'fodt'); the result is
 * the converted file's bytes. It goes through the test process's running LibreOffice (libreoffice-resident.ts), or,
 * when that could not start, through a LibreOffice of its own with its own profile.
 */
export async function convertWithLibreOffice(
  fileName: string,
  contents: Buffer | string,
  filter: string,
): Promise<Buffer> {
  if (!soffice) throw new Error('LibreOffice (soffice) is not installed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clausecraft-lo-'));
  try {
    await writeFile(path.join(dir, fileName), contents);
    const profile = (await residentProfile(soffice)) ?? `file://${dir}/profile`;
    await promisify(execFile)(
      soffice,
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        filter,
        '--outdir',
        path.join(dir, 'out'),
        path.join(dir, fileName),
      ],
      { timeout: 120_000 },
    );
    const extension = filter.split(':')[0] ?? filter;
    return await readFile(path.join(dir, 'out', `${path.parse(fileName).name}.${extension}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface TrackedChange {
  kind: 'insertion' | 'deletion';
  author: string;
  date: string;
  text: string;
}

export interface DocumentComment {
  author: string;
  text: string;
}

export interface OpenedDocument {
  /** The tracked changes LibreOffice lists (Edit > Track Changes > Manage), in document order. */
  changes: TrackedChange[];
  comments: DocumentComment[];
  /** The text of the body as it reads with every change accepted (comments left out), paragraphs joined by '\n'. */
  acceptedText: string;
  /** The names of the paragraph styles the body uses (e.g. 'Heading 1'), to see that formatting survived. */
  paragraphStyles: string[];
}

const TEXT_NS = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const OFFICE_NS = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** Opens a .docx in LibreOffice and reads back its tracked changes, comments, accepted text and paragraph styles. */
export async function openInLibreOffice(docx: Buffer): Promise<OpenedDocument> {
  const flat = await convertWithLibreOffice('document.docx', docx, 'fodt');
  const { window } = new JSDOM(flat.toString('utf8'), { contentType: 'text/xml' });
  const doc = window.document;
  const info = (region: Element): { author: string; date: string } => ({
    author: region.getElementsByTagNameNS(DC_NS, 'creator')[0]?.textContent ?? '',
    date: region.getElementsByTagNameNS(DC_NS, 'date')[0]?.textContent ?? '',
  });

  const regions = new Map<string, Element>();
  for (const region of Array.from(doc.getElementsByTagNameNS(TEXT_NS, 'changed-region'))) {
    const id = region.getAttributeNS(TEXT_NS, 'id') ?? region.getAttribute('xml:id') ?? '';
    regions.set(id, region);
  }

  const body = doc.getElementsByTagNameNS(OFFICE_NS, 'text')[0];
  if (!body) throw new Error('LibreOffice produced no document body');
  const changes: TrackedChange[] = [];
  const open = new Map<string, TrackedChange>();
  const paragraphs: string[] = [];
  const styles = new Set<string>();
  let paragraph = '';
  let paragraphDepth = 0; // text outside paragraphs is the flat file's indentation
  const walk = (node: Node): void => {
    if (node.nodeType === window.Node.TEXT_NODE) {
      if (paragraphDepth === 0) return;
      const text = node.textContent ?? '';
      const openChanges = [...open.values()];
      if (!openChanges.some((change) => change.kind === 'deletion')) paragraph += text;
      for (const change of openChanges) change.text += text;
      return;
    }
    if (!(node instanceof window.Element)) return;
    if (node.namespaceURI === TEXT_NS && node.localName === 'tracked-changes') return;
    if (node.namespaceURI === OFFICE_NS && node.localName === 'annotation') return;
    const changeId = node.getAttributeNS(TEXT_NS, 'change-id') ?? '';
    const region = regions.get(changeId);
    // LibreOffice marks both kinds with change-start/change-end around the text (a deletion keeps its text in the
    // body); older versions wrote a deletion as a single text:change pointing at the region that holds its text.
    if (node.namespaceURI === TEXT_NS && node.localName === 'change-start' && region) {
      const kind = region.getElementsByTagNameNS(TEXT_NS, 'deletion')[0] ? 'deletion' : 'insertion';
      const change: TrackedChange = { kind, ...info(region), text: '' };
      changes.push(change);
      open.set(changeId, change);
      return;
    }
    if (node.namespaceURI === TEXT_NS && node.localName === 'change-end') {
      open.delete(changeId);
      return;
    }
    if (node.namespaceURI === TEXT_NS && node.localName === 'change' && region) {
      const deleted = region.getElementsByTagNameNS(TEXT_NS, 'deletion')[0];
      const text = Array.from(deleted?.getElementsByTagNameNS(TEXT_NS, 'p') ?? [])
        .map((p) => p.textContent ?? '')
        .join('\n');
      changes.push({ kind: 'deletion', ...info(region), text });
      return;
    }
    if (node.namespaceURI === TEXT_NS && node.localName === 's') {
      paragraph += ' '.repeat(Number(node.getAttributeNS(TEXT_NS, 'c') ?? '1'));
      return;
    }
    const isParagraph = node.namespaceURI === TEXT_NS && (node.localName === 'p' || node.localName === 'h');
    if (isParagraph) {
      const style = node.getAttributeNS(TEXT_NS, 'style-name');
      if (style) styles.add(displayStyleName(doc, style));
    }
    if (isParagraph) paragraphDepth += 1;
    for (const child of Array.from(node.childNodes)) walk(child);
    if (isParagraph) paragraphDepth -= 1;
    if (isParagraph && paragraphDepth === 0) {
      paragraphs.push(paragraph);
      paragraph = '';
    }
  };
  walk(body);

  const comments = Array.from(body.getElementsByTagNameNS(OFFICE_NS, 'annotation')).map((note) => ({
    author: note.getElementsByTagNameNS(DC_NS, 'creator')[0]?.textContent ?? '',
    text: Array.from(note.getElementsByTagNameNS(TEXT_NS, 'p'))
      .map((p) => p.textContent ?? '')
      .join('\n'),
  }));
  window.close();
  return { changes, comments, acceptedText: paragraphs.join('\n'), paragraphStyles: [...styles] };
}

/** Automatic styles (P1, P2...) name the style they derive from; the tests want that named style. */
function displayStyleName(doc: Document, name: string): string {
  const STYLE_NS = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
  for (const style of Array.from(doc.getElementsByTagNameNS(STYLE_NS, 'style'))) {
    if (style.getAttributeNS(STYLE_NS, 'name') !== name) continue;
    const parent = style.getAttributeNS(STYLE_NS, 'parent-style-name');
    const shown = style.getAttributeNS(STYLE_NS, 'display-name');
    if (parent && style.parentElement?.localName === 'automatic-styles') return displayStyleName(doc, parent);
    return shown ?? name.replace(/_20_/g, ' ');
  }
  return name.replace(/_20_/g, ' ');
}
