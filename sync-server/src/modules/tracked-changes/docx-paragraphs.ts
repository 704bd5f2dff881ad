// A Word paragraph as text over its runs, and the run surgery a tracked change needs: split a run at a character,
// so that an edited passage covers whole runs that can be wrapped in w:del and followed by a w:ins.

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** A run directly in the paragraph and the characters it holds: w:t text, a tab, or nothing (a drawing...). */
export interface RunPiece {
  run: Element;
  start: number;
  length: number;
}

export interface ParagraphText {
  paragraph: Element;
  text: string;
  runs: RunPiece[];
  /**
   * True when some of the paragraph's text sits outside its own runs (a hyperlink, a field, a content control,
   * an earlier tracked change) or in a complex field: such text cannot be split and wrapped safely.
   */
  complex: boolean;
}

/** Node -> Element without a cast: xmldom's nodes carry the DOM's nodeType. */
export function isElement(node: Node | null | undefined): node is Element {
  return node !== null && node !== undefined && node.nodeType === 1;
}

export function children(node: Element): Element[] {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (isElement(child)) out.push(child);
  return out;
}

const isW = (node: Element, name: string) => node.namespaceURI === W_NS && node.localName === name;

function contentLength(node: Element): number {
  if (isW(node, 't')) return (node.textContent ?? '').length;
  if (isW(node, 'tab')) return 1;
  return 0;
}

/** One run per content element (w:t, w:tab...), each with a copy of the run's properties, so runs split cleanly. */
function explodeRun(run: Element): void {
  const props = children(run).find((c) => isW(c, 'rPr'));
  const content = children(run).filter((c) => !isW(c, 'rPr'));
  const parent = run.parentNode;
  if (content.length <= 1 || !parent) return;
  const after = run.nextSibling;
  for (const node of content.slice(1)) {
    const single = run.cloneNode(false);
    if (props) single.appendChild(props.cloneNode(true));
    single.appendChild(node);
    parent.insertBefore(single, after);
  }
}

export function readParagraph(paragraph: Element): ParagraphText {
  const runs: RunPiece[] = [];
  let text = '';
  let complex = false;
  for (const child of children(paragraph)) {
    if (isW(child, 'r')) {
      for (const node of children(child)) {
        if (isW(node, 'fldChar') || isW(node, 'instrText')) complex = true;
        if (isW(node, 't')) text += node.textContent ?? '';
        if (isW(node, 'tab')) text += '\t';
      }
      const length = children(child).reduce((n, node) => n + contentLength(node), 0);
      runs.push({ run: child, start: text.length - length, length });
    } else if (!isW(child, 'pPr') && child.getElementsByTagNameNS(W_NS, 't').length > 0) {
      complex = true;
    }
  }
  return { paragraph, text, runs, complex };
}

/** Splits the paragraph's runs so that `offset` falls between two runs; answers the paragraph read again. */
export function splitAt(paragraph: Element, offset: number): ParagraphText {
  let read = readParagraph(paragraph);
  const inside = read.runs.find((r) => r.start < offset && offset < r.start + r.length);
  if (!inside) return read;
  explodeRun(inside.run);
  read = readParagraph(paragraph);
  const piece = read.runs.find((r) => r.start < offset && offset < r.start + r.length);
  const textNode = piece && children(piece.run).find((c) => isW(c, 't'));
  if (!piece || !textNode) return read;
  const whole = textNode.textContent ?? '';
  const cut = offset - piece.start;
  const second = piece.run.cloneNode(true);
  if (!isElement(second)) return read;
  setText(textNode, whole.slice(0, cut));
  const secondText = second.getElementsByTagNameNS(W_NS, 't')[0];
  if (secondText) setText(secondText, whole.slice(cut));
  piece.run.parentNode?.insertBefore(second, piece.run.nextSibling);
  return readParagraph(paragraph);
}

/** Sets a w:t's text, keeping its spaces (Word drops leading and trailing spaces without xml:space). */
export function setText(node: Element, text: string): void {
  while (node.firstChild) node.removeChild(node.firstChild);
  node.appendChild(node.ownerDocument.createTextNode(text));
  node.setAttributeNS(XML_NS, 'xml:space', 'preserve');
}
