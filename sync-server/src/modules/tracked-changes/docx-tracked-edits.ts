import JSZip from 'jszip';
import { compareReplacement, type RedlinePart } from '@contract-engine';
import type { UnplacedWhy } from '@shared-schema';
import { findPassage, withoutClauseNumber, type Span } from './find-passage';
import {
  children,
  isElement,
  readParagraph,
  setText,
  splitAt,
  W_NS,
  type ParagraphText,
} from './docx-paragraphs';
import { addCommentsPart } from './docx-comments-part';
import { parseXml, serializeXml } from './xml-dom';
import type { RevisionStamp } from './clean-tracked-docx';
import type { TrackedEdit } from './tracked-pieces';

/** An edit the uploaded .docx could not carry, and why (see UnplacedWhy). */
export interface UnplacedInDocx {
  edit: TrackedEdit;
  why: UnplacedWhy;
  reason: string;
}

/**
 * ok: the file with every edit that could be placed, and those that could not. Not ok: the file can carry none
 * (no readable body, or no edit found in it), and why.
 */
export type InPlaceResult =
  { ok: true; docx: Buffer; unplaced: UnplacedInDocx[] } | { ok: false; reason: string };

interface Located {
  paragraph: ParagraphText;
  /** The paragraph's place in the document. */
  index: number;
  span: Span;
  edit: TrackedEdit;
  commentId: number;
}

const DOCUMENT = 'word/document.xml';

function list(nodes: HTMLCollectionOf<Element> | NodeListOf<Element>): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes.item(i);
    if (node) out.push(node);
  }
  return out;
}

/** The highest numeric w:id in use, so our revision and comment ids never collide with the document's own. */
function highestId(doc: Document): number {
  let max = -1;
  for (const el of list(doc.getElementsByTagName('*'))) {
    const id = Number(el.getAttributeNS(W_NS, 'id'));
    if (Number.isInteger(id) && id > max) max = id;
  }
  return max;
}

/** Every w:t of the element, wherever it sits (runs, hyperlinks, content controls, tracked changes). */
function allText(element: Element): string {
  return list(element.getElementsByTagNameNS(W_NS, 't'))
    .map((t) => t.textContent ?? '')
    .join('');
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * Writes the edits into the uploaded .docx itself as Word tracked changes, everything else untouched: the runs of
 * each edited passage are split at the changed words, the deleted words wrapped in w:del (their w:t become
 * w:delText) and the new words added in w:ins with the formatting of the words they replace, the passage framed by
 * a comment that carries the edit's reason. Edit by edit: one that cannot be placed (its passage is not in any
 * paragraph, or it sits in a field, hyperlink, content control or an earlier tracked change) is left out and
 * answered with why, the others are written. When none can be placed, the answer says why and the caller makes a
 * clean copy instead (the file is probably not the one reviewed).
 */
export async function trackEditsInDocx(
  buf: Buffer,
  edits: readonly TrackedEdit[],
  stamp: RevisionStamp,
): Promise<InPlaceResult> {
  const zip = await JSZip.loadAsync(buf);
  const xml = await zip.file(DOCUMENT)?.async('string');
  const doc = xml === undefined ? null : parseXml(xml);
  if (!doc) return { ok: false, reason: 'The Word file has no readable document body.' };
  const paragraphs = list(doc.getElementsByTagNameNS(W_NS, 'p')).map(readParagraph);
  let nextId = highestId(doc) + 1;
  const located: Located[] = [];
  const unplaced: UnplacedInDocx[] = [];
  for (const edit of edits) {
    let inComplex = false;
    let found: Located | null = null;
    for (const [index, paragraph] of paragraphs.entries()) {
      const span = findPassage(paragraph.text, edit.find).find(
        (s) =>
          !located.some((l) => l.paragraph === paragraph && s.start < l.span.end && l.span.start < s.end),
      );
      if (!span) {
        // Text inside a hyperlink, content control or tracked change is not the paragraph's own runs' text.
        if (paragraph.complex && findPassage(allText(paragraph.paragraph), edit.find).length > 0)
          inComplex = true;
        continue;
      }
      if (paragraph.complex) {
        inComplex = true;
        continue;
      }
      found = {
        paragraph,
        index,
        span: withoutClauseNumber(paragraph.text, span, edit.replace),
        edit,
        commentId: nextId,
      };
      nextId += 1;
      break;
    }
    if (found) located.push(found);
    else
      unplaced.push({
        edit,
        why: inComplex ? 'complex' : 'not-found',
        reason: inComplex
          ? `The passage "${short(edit.find)}" sits in a field, link or earlier tracked change of the Word file.`
          : `The passage "${short(edit.find)}" was not found word for word in one paragraph of the Word file.`,
      });
  }
  const first = unplaced[0];
  if (located.length === 0 && first) return { ok: false, reason: first.reason };
  // Right to left within a paragraph: an edit only splits runs inside its own passage, so offsets to its left hold.
  const ordered = [...located].sort((a, b) => a.index - b.index || b.span.start - a.span.start);
  for (const item of ordered) {
    const parts = compareReplacement(
      item.paragraph.text.slice(item.span.start, item.span.end),
      oneLine(item.edit.replace),
    );
    nextId = applyEdit(doc, item, parts, stamp, nextId);
  }
  zip.file(DOCUMENT, serializeXml(doc));
  const commented = await addCommentsPart(
    zip,
    located.map((l) => ({ id: l.commentId, text: l.edit.comment })),
    stamp,
  );
  if (!commented.ok) return commented;
  return {
    ok: true,
    docx: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    unplaced,
  };
}

/** A paragraph of Word holds no line break of ours: a suggestion's new lines become spaces. */
const oneLine = (text: string) => text.replace(/\s*\n+\s*/g, ' ');

function revisionElement(doc: Document, name: 'w:ins' | 'w:del', id: number, stamp: RevisionStamp): Element {
  const el = doc.createElementNS(W_NS, name);
  el.setAttributeNS(W_NS, 'w:id', String(id));
  el.setAttributeNS(W_NS, 'w:author', stamp.author);
  el.setAttributeNS(W_NS, 'w:date', stamp.date);
  return el;
}

function marker(doc: Document, name: string, id: number): Element {
  const el = doc.createElementNS(W_NS, name);
  el.setAttributeNS(W_NS, 'w:id', String(id));
  return el;
}

/** The deleted run's text as w:delText: Word shows w:t inside w:del as live text. */
function markDeleted(doc: Document, run: Element): void {
  for (const t of children(run).filter((c) => c.namespaceURI === W_NS && c.localName === 't')) {
    const del = doc.createElementNS(W_NS, 'w:delText');
    setText(del, t.textContent ?? '');
    run.replaceChild(del, t);
  }
}

function applyEdit(
  doc: Document,
  item: Located,
  parts: readonly RedlinePart[],
  stamp: RevisionStamp,
  firstId: number,
): number {
  const p = item.paragraph.paragraph;
  const { start, end } = item.span;
  splitAt(p, start);
  splitAt(p, end);
  let offset = start;
  for (const part of parts) {
    if (part.kind === 'inserted') continue;
    offset += part.text.length;
    splitAt(p, offset);
  }
  const runs = readParagraph(p).runs.filter((r) =>
    r.length > 0 ? r.start >= start && r.start + r.length <= end : r.start > start && r.start < end,
  );
  const first = runs[0]?.run;
  const last = runs[runs.length - 1]?.run;
  if (!first || !last) return firstId;
  const props = (run: Element | undefined) =>
    run && children(run).find((c) => c.namespaceURI === W_NS && c.localName === 'rPr');
  const top = (run: Element): Element =>
    run.parentNode === p || !isElement(run.parentNode) ? run : run.parentNode;
  p.insertBefore(marker(doc, 'w:commentRangeStart', item.commentId), first);
  const rangeEnd = marker(doc, 'w:commentRangeEnd', item.commentId);
  p.insertBefore(rangeEnd, last.nextSibling);
  let id = firstId;
  let cursor = start;
  // New words take the formatting of the words they replace, else of the words they are written before.
  let replaced: Element | undefined;
  for (const part of parts) {
    const to = cursor + part.text.length;
    if (part.kind === 'deleted') {
      const covered = runs.filter((r) => r.start >= cursor && r.start < to);
      const del = revisionElement(doc, 'w:del', id, stamp);
      if (covered[0]) p.insertBefore(del, covered[0].run);
      for (const r of covered) {
        markDeleted(doc, r.run);
        del.appendChild(r.run);
        replaced = r.run;
      }
      id += 1;
    } else if (part.kind === 'inserted') {
      const ins = revisionElement(doc, 'w:ins', id, stamp);
      const next = runs.find((r) => r.start >= cursor && r.length > 0);
      const run = doc.createElementNS(W_NS, 'w:r');
      const format = props(replaced ?? next?.run ?? last);
      if (format) run.appendChild(format.cloneNode(true));
      const t = doc.createElementNS(W_NS, 'w:t');
      setText(t, part.text);
      run.appendChild(t);
      ins.appendChild(run);
      p.insertBefore(ins, next ? top(next.run) : rangeEnd);
      id += 1;
    }
    if (part.kind === 'same') replaced = undefined;
    if (part.kind !== 'inserted') cursor = to;
  }
  const reference = doc.createElementNS(W_NS, 'w:r');
  reference.appendChild(marker(doc, 'w:commentReference', item.commentId));
  p.insertBefore(reference, rangeEnd.nextSibling);
  return id;
}
