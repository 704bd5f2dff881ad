import JSZip from 'jszip';
import { formatNumber } from './list-number-format';

// Word keeps automatic list numbering ("8.1", "(a)", "Article IV") out of the text: each numbered
// paragraph only points at a numbering definition (word/numbering.xml). mammoth's raw text drops
// those numbers, so clause references ("Section 8.1") and headings vanish from a .docx that shows
// them on screen. This rebuilds the paragraph text with the numbers Word would display, so a .docx
// gives the same text as the .txt of the same contract.

interface Level {
  readonly start: number;
  readonly format: string;
  readonly text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(xml: string): string {
  return xml.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? '';
  });
}

function attr(xml: string, tag: string, name = 'w:val'): string | null {
  const m = new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`).exec(xml);
  return m?.[1] ?? null;
}

/** numId -> levels, from word/numbering.xml (abstract definitions plus per-instance start overrides). */
function readNumbering(xml: string): Map<string, Level[]> {
  const abstract = new Map<string, Level[]>();
  for (const m of xml.matchAll(
    /<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    const levels: Level[] = [];
    for (const l of (m[2] ?? '').matchAll(/<w:lvl\b[^>]*w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) {
      const body = l[2] ?? '';
      levels[Number(l[1])] = {
        start: Number(attr(body, 'w:start') ?? '1'),
        format: attr(body, 'w:numFmt') ?? 'decimal',
        text: decode(attr(body, 'w:lvlText') ?? ''),
      };
    }
    abstract.set(m[1] ?? '', levels);
  }
  const byNum = new Map<string, Level[]>();
  for (const m of xml.matchAll(/<w:num\b[^>]*w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g)) {
    const body = m[2] ?? '';
    const base = abstract.get(attr(body, 'w:abstractNumId') ?? '') ?? [];
    const levels = [...base];
    for (const o of body.matchAll(/<w:lvlOverride\b[^>]*w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g)) {
      const start = attr(o[2] ?? '', 'w:startOverride');
      const i = Number(o[1]);
      const level = levels[i];
      if (start !== null && level) levels[i] = { ...level, start: Number(start) };
    }
    byNum.set(m[1] ?? '', levels);
  }
  return byNum;
}

/** Paragraph styles that carry numbering (headings numbered through the style, not the paragraph). */
function readStyleNumbering(xml: string): Map<string, { numId: string; ilvl: number }> {
  const out = new Map<string, { numId: string; ilvl: number }>();
  for (const m of xml.matchAll(/<w:style\b[^>]*w:styleId="([^"]+)"[^>]*>([\s\S]*?)<\/w:style>/g)) {
    const body = m[2] ?? '';
    const numId = attr(body, 'w:numId');
    if (numId) out.set(m[1] ?? '', { numId, ilvl: Number(attr(body, 'w:ilvl') ?? '0') });
  }
  return out;
}

function paragraphText(xml: string): string {
  let out = '';
  for (const m of xml.matchAll(/<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
    if (m[2] === 'tab') out += '\t';
    else if (m[2]) out += '\n';
    else out += decode(m[1] ?? '');
  }
  return out;
}

/**
 * The document's paragraphs as text, each numbered paragraph prefixed with the number Word shows
 * ("8.1 ", "(a) "); null when the file has no word/document.xml (the caller falls back).
 */
export async function docxNumberedText(buf: Buffer): Promise<string | null> {
  const zip = await JSZip.loadAsync(buf);
  const documentXml = await zip.file('word/document.xml')?.async('string');
  if (documentXml === undefined) return null;
  const numbering = readNumbering((await zip.file('word/numbering.xml')?.async('string')) ?? '');
  const styles = readStyleNumbering((await zip.file('word/styles.xml')?.async('string')) ?? '');
  const counters = new Map<string, number[]>();
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(documentXml)?.[1] ?? documentXml;
  const lines: string[] = [];
  for (const p of body.matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)) {
    const xml = p[1] ?? '';
    const props = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(xml)?.[1] ?? '';
    const text = paragraphText(xml.replace(/<w:pPr>[\s\S]*?<\/w:pPr>/, ''));
    const style = styles.get(attr(props, 'w:pStyle') ?? '');
    const numId = attr(props, 'w:numId') ?? style?.numId ?? null;
    const ilvl = Number(attr(props, 'w:ilvl') ?? style?.ilvl ?? 0);
    const levels = numId !== null && numId !== '0' ? numbering.get(numId) : undefined;
    const level = levels?.[ilvl];
    if (!levels || !level || text.trim() === '') {
      lines.push(text);
      continue;
    }
    // One counter set per list instance; a deeper level restarts when a shallower one advances.
    const key = numId ?? '';
    const current = counters.get(key) ?? [];
    for (let i = 0; i <= ilvl; i += 1) if (current[i] === undefined) current[i] = (levels[i]?.start ?? 1) - 1;
    current[ilvl] = (current[ilvl] ?? 0) + 1;
    current.length = ilvl + 1;
    counters.set(key, current);
    const label = level.text.replace(/%(\d)/g, (_, d: string) => {
      const i = Number(d) - 1;
      return formatNumber(current[i] ?? levels[i]?.start ?? 1, levels[i]?.format ?? 'decimal');
    });
    lines.push(label.trim() === '' || level.format === 'bullet' ? text : `${label} ${text}`);
  }
  return lines.join('\n\n');
}
