import type JSZip from 'jszip';
import { W_NS, setText } from './docx-paragraphs';
import { parseXml, serializeXml } from './xml-dom';
import type { RevisionStamp } from './clean-tracked-docx';

const COMMENTS = 'word/comments.xml';
const RELS = 'word/_rels/document.xml.rels';
const TYPES = '[Content_Types].xml';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const COMMENTS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const EMPTY_COMMENTS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W_NS}"></w:comments>`;

type Result = { ok: true } | { ok: false; reason: string };

/**
 * Adds the comments to word/comments.xml, creating the part, its relationship from the document and its content
 * type when the file has no comments yet (a document's existing comments stay).
 */
export async function addCommentsPart(
  zip: JSZip,
  comments: ReadonlyArray<{ id: number; text: string }>,
  stamp: RevisionStamp,
): Promise<Result> {
  if (comments.length === 0) return { ok: true };
  const existing = await zip.file(COMMENTS)?.async('string');
  const doc = parseXml(existing ?? EMPTY_COMMENTS);
  if (!doc?.documentElement) return { ok: false, reason: 'The Word file has unreadable comments.' };
  for (const { id, text } of comments) {
    const comment = doc.createElementNS(W_NS, 'w:comment');
    comment.setAttributeNS(W_NS, 'w:id', String(id));
    comment.setAttributeNS(W_NS, 'w:author', stamp.author);
    comment.setAttributeNS(W_NS, 'w:date', stamp.date);
    comment.setAttributeNS(W_NS, 'w:initials', stamp.author.slice(0, 2).toUpperCase());
    const p = doc.createElementNS(W_NS, 'w:p');
    const r = doc.createElementNS(W_NS, 'w:r');
    const t = doc.createElementNS(W_NS, 'w:t');
    setText(t, text);
    r.appendChild(t);
    p.appendChild(r);
    comment.appendChild(p);
    doc.documentElement.appendChild(comment);
  }
  zip.file(COMMENTS, serializeXml(doc));
  if (existing !== undefined) return { ok: true };

  const rels = parseXml((await zip.file(RELS)?.async('string')) ?? '');
  const types = parseXml((await zip.file(TYPES)?.async('string')) ?? '');
  if (!rels?.documentElement || !types?.documentElement)
    return { ok: false, reason: 'The Word file lacks the parts that link comments to the document.' };
  const relation = rels.createElementNS(RELS_NS, 'Relationship');
  relation.setAttribute('Id', 'rIdClausecraftComments');
  relation.setAttribute('Type', COMMENTS_REL);
  relation.setAttribute('Target', 'comments.xml');
  rels.documentElement.appendChild(relation);
  zip.file(RELS, serializeXml(rels));
  const override = types.createElementNS(TYPES_NS, 'Override');
  override.setAttribute('PartName', '/word/comments.xml');
  override.setAttribute('ContentType', COMMENTS_TYPE);
  types.documentElement.appendChild(override);
  zip.file(TYPES, serializeXml(types));
  return { ok: true };
}
