import type {
  DocumentEdits,
  GeneratedContract,
  GenerateOptions,
  ParsedContract,
  SignatoryBlock,
} from '@shared-schema';
import { formatContractContent, SIGNATURE_LINE } from './content-format';
import { formatIsoDate } from '../language/dates';
import type { ContractTypeDef, TemplateSection } from './model';
import { renderText } from './render';
import { findContractType } from './types/registry';
import { defaultLocale, jurisdictionNote, localiseFacts } from './facts/locale';
import { localiseSpelling, spellingKey } from './facts/spelling';

type Spell = (text: string) => string;
const AS_WRITTEN: Spell = (text) => text;

// Turns a contract type and the known facts into the plain-text content format. Known facts are
// written into the text; unknown ones stay as [INSERT KEY] markers the user can fill in later.

function signatory(
  type: ContractTypeDef,
  index: number,
  facts: Readonly<Record<string, string>>,
  keepMarkers: boolean,
  spell: Spell,
): SignatoryBlock {
  const party = type.parties[index];
  if (!party) return { label: '', fields: [] };
  const partyType = party.typeKey ? (facts[party.typeKey] ?? '') : '';
  const isPerson = !party.typeKey || /individual|sole/i.test(partyType);
  const fields = [
    { label: 'Signature', value: SIGNATURE_LINE },
    { label: 'Name', value: renderText(`{{${party.nameKey}}}`, facts, keepMarkers) },
  ];
  if (!isPerson) fields.push({ label: 'Title', value: SIGNATURE_LINE });
  fields.push({ label: 'Date', value: SIGNATURE_LINE });
  return { label: spell(party.label), fields };
}

export const ADDED_TERMS_HEADING = 'ADDITIONAL TERMS';

/**
 * The template's sections without the removed ones, in the locale's spelling, with the user's added terms (never
 * respelled) before the last. A heading removed under either spelling is the same section.
 */
function sectionsOf(type: ContractTypeDef, edits: DocumentEdits, spell: Spell): TemplateSection[] {
  const removed = new Set((edits.removedSections ?? []).map(spellingKey));
  const sections = type.template.sections
    .filter((section) => !removed.has(spellingKey(section.heading)))
    .map((section) => ({ heading: spell(section.heading), paragraphs: section.paragraphs.map(spell) }));
  const terms = (edits.addedTerms ?? []).filter((term) => term.trim());
  if (terms.length === 0) return sections;
  const added = { heading: ADDED_TERMS_HEADING, paragraphs: terms.map((term) => escapeSlots(term)) };
  return [...sections.slice(0, -1), added, ...sections.slice(-1)];
}

/** User text never contains template slots, even if it happens to contain braces. */
function escapeSlots(text: string): string {
  return text.replace(/\{\{/g, '{ {').replace(/^\(([a-z]{1,4})\)\s/, '($1) ');
}

export function buildContractModel(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  keepMarkers = false,
  edits: DocumentEdits = {},
  spell: Spell = AS_WRITTEN,
): ParsedContract {
  const render = (text: string): string => renderText(text, facts, keepMarkers);
  return {
    title: spell(type.title).toUpperCase(),
    preamble: type.template.preamble.map((text) => render(spell(text))),
    sections: sectionsOf(type, edits, spell).map((section, index) => ({
      number: index + 1,
      heading: section.heading,
      paragraphs: section.paragraphs.map((text) => {
        const sub = /^\(([a-z]{1,4})\)\s+([\s\S]*)$/.exec(text);
        return sub
          ? { label: sub[1] ?? null, text: render(sub[2] ?? '') }
          : { label: null, text: render(text) };
      }),
    })),
    signatureBlock: {
      intro: spell(type.template.signatureIntro),
      parties: type.parties.map((_party, index) => signatory(type, index, facts, keepMarkers, spell)),
    },
  };
}

/** Facts of the type with the agreement date defaulted to today when the user gave none. */
export function completeFacts(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  today?: string,
): Record<string, string> {
  const known: Record<string, string> = {};
  for (const fact of type.facts) {
    const value = (facts[fact.key] ?? '').trim();
    if (value) known[fact.key] = value;
  }
  for (const fact of type.facts)
    if (!known[fact.key] && fact.defaultValue) known[fact.key] = fact.defaultValue;
  const todayText = today ? formatIsoDate(today) : null;
  if (!known['DATE'] && todayText && type.facts.some((fact) => fact.key === 'DATE'))
    known['DATE'] = todayText;
  return known;
}

export function generateContract(
  typeId: string,
  facts: Readonly<Record<string, string>>,
  opts: GenerateOptions = {},
): GeneratedContract {
  const type = findContractType(typeId);
  if (!type) throw new Error(`Unknown contract type: ${typeId}`);
  const complete = completeFacts(type, facts, opts.today);
  const locale = opts.locale ?? defaultLocale(facts);
  const known = localiseFacts(type, complete, locale);
  const spell: Spell = (text) => localiseSpelling(text, locale);
  // The facts as the person gave them: a later change of the contract's locale rewrites the text from these, so
  // "$1,200" written as "US$1,200" in a British contract never becomes US dollars after it is moved to Canada.
  const placeholders: Record<string, string> = {};
  for (const fact of type.facts) placeholders[fact.key] = complete[fact.key] ?? '';
  const model = buildContractModel(type, known, opts.keepMarkers ?? false, opts, spell);
  // Outside the legal systems the template is written for, the preview and the .docx say so.
  const note = jurisdictionNote(type, known, spell);
  return {
    title: type.title,
    content: formatContractContent(note ? { ...model, preamble: [note, ...model.preamble] } : model),
    placeholders,
  };
}
