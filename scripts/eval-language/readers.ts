import { en as chrono } from 'chrono-node';
import nlp from 'compromise';
import winkNLP, { type ItemEntity } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { capitaliseNameSlots } from '../../contract-engine/src/builder/extract/lowercase-names';
import {
  findAddresses,
  findDates,
  findMoney,
  findPercents,
  findProperNames,
  periodsIn,
} from '../../contract-engine/src/language';
import { isoOfWrittenDate, normaliseMoney, normalisePercent, normalisePeriod } from './normalise';
import { TODAY, type LanguageCase } from './sentences';

// What each candidate reads from a sentence, per recogniser. Money, periods and percentages are
// normalised from the text the reader found; dates are ISO when the reader resolves them, or
// "span:<text>" when it only finds where one is (wink-nlp); names and addresses are the text found.

export const RECOGNISERS = [
  'money',
  'dates',
  'durations',
  'percentages',
  'people',
  'organisations',
  'addresses',
] as const;
export type Recogniser = (typeof RECOGNISERS)[number];
export type Read = (c: LanguageCase) => string[];

export interface Candidate {
  readonly name: string;
  readonly readers: Partial<Record<Recogniser, Read>>;
}

const present = (values: readonly (string | null)[]): string[] =>
  values.filter((v): v is string => v !== null);

const [year, month, day] = TODAY.split('-').map(Number);
const INSTANT = new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, day ?? 1, 12));

function chronoDates(c: LanguageCase): string[] {
  const parser = c.locale === 'UK' || c.locale === 'AU' ? chrono.GB : chrono;
  return parser.parse(c.text, { instant: INSTANT, timezone: 0 }, { forwardDate: true }).map((r) => {
    const y = r.start.get('year') ?? 0;
    const m = r.start.get('month') ?? 0;
    const d = r.start.get('day') ?? 0;
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });
}

export const OWN: Candidate = {
  name: 'own rules (language/)',
  readers: {
    money: (c) => present(findMoney(c.text).map((m) => normaliseMoney(m.value))),
    dates: (c) => present(findDates(c.text, TODAY).map((m) => isoOfWrittenDate(m.value))),
    durations: (c) => periodsIn(c.text).map((p) => `${p.amount} ${p.unit}`),
    percentages: (c) => findPercents(c.text).map((p) => String(p.percent)),
    people: (c) => findProperNames(capitaliseNameSlots(c.text)).people.map((m) => m.value),
    organisations: (c) => findProperNames(capitaliseNameSlots(c.text)).organisations.map((m) => m.value),
    addresses: (c) => findAddresses(c.text).map((m) => m.value),
  },
};

export const CHRONO: Candidate = {
  name: `chrono-node`,
  readers: { dates: chronoDates },
};

export const COMPROMISE: Candidate = {
  name: 'compromise',
  readers: {
    money: (c) => present(nlp(c.text).money().out('array').map(normaliseMoney)),
    percentages: (c) => present(nlp(c.text).percentages().out('array').map(normalisePercent)),
    people: (c) => nlp(c.text).people().out('array'),
    organisations: (c) => nlp(c.text).organizations().out('array'),
  },
};

const wink = winkNLP(model);

function winkEntities(text: string, type: string): string[] {
  const doc = wink.readDoc(text);
  const out: string[] = [];
  doc.entities().each((e: ItemEntity) => {
    if (e.out(wink.its.type) === type) out.push(e.out());
  });
  return out;
}

export const WINK: Candidate = {
  name: 'wink-nlp + eng-lite-web-model',
  readers: {
    money: (c) => present(winkEntities(c.text, 'MONEY').map(normaliseMoney)),
    dates: (c) => winkEntities(c.text, 'DATE').map((span) => `span:${span}`),
    durations: (c) => present(winkEntities(c.text, 'DURATION').map(normalisePeriod)),
    percentages: (c) => present(winkEntities(c.text, 'PERCENT').map(normalisePercent)),
  },
};

export const CANDIDATES: readonly Candidate[] = [OWN, CHRONO, COMPROMISE, WINK];
