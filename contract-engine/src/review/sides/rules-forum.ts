import { countryOf } from '../reading/places';
import type { Sentence } from '../text/sentences';
import { display, type SideContext, type SideFinding, type SideRule } from './side-finding';

// Where disputes are decided: the other side's home law (the law and, when the same clause names
// them, its exclusive courts), and exclusive courts in the other side's home under a law that is
// not its own (a neutral or the user's law with the other side's courts). A party's home is read
// from the party block ('a Texas corporation', 'registered in Scotland').

const norm = (s: string): string =>
  s.replace(/^(?:the )?(?:state|commonwealth|province) of /i, '').toLowerCase();
const EXCLUSIVE_COURTS =
  /(?<!non-|non-\s|non)\bexclusive(?:ly)?\b[^.;]{0,40}\b(?:jurisdiction|courts?|venue)\b|\bcourts?\b[^.;]{0,80}(?<!non-|non-\s|non)\bexclusive\b|\b(?:only|solely) (?:in|before|by) (?:the )?(?:[\w ]{0,20} )?(?:courts?|tribunals?)\b/i;
/** England and Wales share one law and one court system; Scotland and Northern Ireland have their own. */
const ENGLAND_AND_WALES = /^(?:england|wales|england and wales|england & wales)$/;

function samePlace(a: string, b: string): boolean {
  const [x, y] = [norm(a), norm(b)];
  return x === y || (ENGLAND_AND_WALES.test(x) && ENGLAND_AND_WALES.test(y));
}

/**
 * Whether the governing law is foreign to the user: another country's. The law of another state of
 * the user's own country (a neighbouring US state, another province) is not, on its own, worth a
 * finding; where it sends disputes is (decision 0410).
 */
function foreignLaw(ctx: SideContext): boolean {
  const law = ctx.governingLaw;
  const mine = ctx.user.jurisdiction;
  return Boolean(law && mine && countryOf(law) !== countryOf(mine));
}

const governingLawFar: SideRule = (ctx) => {
  const law = ctx.governingLaw;
  const mine = ctx.user.jurisdiction;
  if (!law || !mine) return [];
  if (samePlace(law, mine) || !foreignLaw(ctx)) return [];
  // A third, neutral jurisdiction is a common compromise; the problem is the other side's home law.
  const theirs = ctx.other.jurisdiction;
  if (theirs && !samePlace(theirs, law)) return [];
  const sentence = ctx.doc.sentences.find(
    (s) => /\b(?:governed|construed)\b/i.test(s.text) && s.text.toLowerCase().includes(norm(law)),
  );
  if (!sentence) return [];
  const O = display(ctx.other);
  return [
    {
      id: 'governing-law-far',
      rank: 10,
      effect: 'adverse',
      severity: 'medium',
      title: `Disputes are governed by ${ENGLAND_AND_WALES.test(norm(law)) ? 'English' : norm(law).replace(/\b[a-z]/g, (ch) => ch.toUpperCase())} law, not yours`,
      explanation: `You are based in ${mine}, but the contract applies the law of ${/^(?:the )?(?:state|commonwealth|province) of /i.test(law) ? `the ${law.replace(/^the /i, '')}` : law}${ctx.other.jurisdiction && samePlace(ctx.other.jurisdiction, law) ? `, ${O}'s home` : ''}${EXCLUSIVE_COURTS.test(sentence.text) ? ', and only the courts it names may hear a dispute' : ''}; any dispute would be fought under unfamiliar law and probably far away.`,
      consequences: 'Enforcing your rights costs more: local lawyers, travel and unfamiliar rules.',
      fix: `This Agreement is governed by the laws of ${mine}, and each party submits to the courts of ${mine}.`,
      rationale: 'Moves the law and the courts to where you are.',
      sentence,
    },
  ];
};

/** Where the clause sends disputes: the words after 'courts of/in' or 'jurisdiction of'. */
const COURTS_PLACE =
  /\b(?:courts?|tribunals?|venue)\b[^.;]{0,30}?\b(?:of|in|located in|sitting in)\s+([^.;]{1,80})/i;

/** Whether a place's name appears as a word in a text ("Clark County, Nevada" names Nevada). */
function mentionsPlace(text: string, place: string): boolean {
  const words = norm(place).split(/\s+and\s+|\s*&\s*/);
  return words.some((w) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text));
}

function homeLawIsTheirs(ctx: SideContext): boolean {
  const theirs = ctx.other.jurisdiction;
  return Boolean(ctx.governingLaw && theirs && samePlace(ctx.governingLaw, theirs));
}

const exclusiveCourtsFar: SideRule = (ctx) => {
  const mine = ctx.user.jurisdiction;
  const theirs = ctx.other.jurisdiction;
  if (!mine) return [];
  // The law finding already covers the courts when the law is the other side's and one sentence names both.
  const lawIsTheirs = homeLawIsTheirs(ctx);
  for (const sentence of ctx.doc.sentences) {
    if (!EXCLUSIVE_COURTS.test(sentence.text)) continue;
    if (lawIsTheirs && foreignLaw(ctx) && /\b(?:governed|construed)\b/i.test(sentence.text)) continue;
    const place = COURTS_PLACE.exec(sentence.text)?.[1];
    if (!place || mentionsPlace(place, mine)) continue;
    if (!theirs || samePlace(mine, theirs) || !mentionsPlace(place, theirs)) {
      const third = thirdPlace(ctx, place, sentence);
      if (third) return [third];
      continue;
    }
    const O = display(ctx.other);
    return [
      {
        id: 'exclusive-courts-far',
        rank: 10,
        effect: 'adverse',
        severity: 'medium',
        title: `Only courts in ${O}'s home can hear disputes`,
        explanation: `You are based in ${mine}, but only the courts of ${place.trim()}, where ${O} is based, may hear a dispute. Even under a law that is not ${O}'s, you would have to sue or defend far from home, before ${O}'s local courts.`,
        consequences:
          'Any claim costs you more: local lawyers and travel, which can make a small claim not worth bringing.',
        fix: `Each party submits to the non-exclusive jurisdiction of the courts of ${mine} and of ${theirs}, and a claim may be brought in the courts where the defending party is based.`,
        rationale: "Lets you bring or defend a claim near home instead of only in the other side's courts.",
        sentence,
      },
    ];
  }
  return [];
};

/** The state or province a courts clause names ('Maricopa County, Arizona', 'the State of Nevada'). */
const STATE_IN_PLACE =
  /\b(?:County|Parish|Borough|City|District),\s+(?:the )?(?:State of )?([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b|\b(?:State|Commonwealth|Province) of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/;

const COUNTY_ALONE = /\b(?:County|Parish|Borough)\b/;

/**
 * Exclusive courts in a third state, the home of neither party ('where the Supplier's parent is
 * based'): as far from the user as the other side's home, and chosen by neither of them.
 */
function thirdPlace(ctx: SideContext, place: string, sentence: Sentence): SideFinding | null {
  const m = STATE_IN_PLACE.exec(place);
  // 'the courts of New York County' in a sentence under the law of the State of New York: a county
  // named alone is in the state whose law the same sentence applies.
  const lawHere =
    ctx.governingLaw &&
    sentence.text.includes(norm(ctx.governingLaw).replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  const state =
    m?.[1] ??
    m?.[2] ??
    (COUNTY_ALONE.test(place) && lawHere
      ? ctx.governingLaw?.replace(/^(?:the )?(?:state|commonwealth|province) of /i, '')
      : undefined);
  const mine = ctx.user.jurisdiction;
  if (!state || !mine || samePlace(state, mine)) return null;
  return {
    id: 'exclusive-courts-far',
    rank: 10,
    effect: 'adverse',
    severity: 'medium',
    title: `Only courts in ${state} can hear disputes, far from you`,
    explanation: `You are based in ${mine}, but only the courts of ${place.trim()} may hear a dispute, a place where neither of you is based. You would have to sue or defend there, with lawyers and travel far from home.`,
    consequences:
      'Any claim costs you more: local lawyers and travel, which can make a small claim not worth bringing.',
    fix: `Each party submits to the non-exclusive jurisdiction of the courts of ${mine}, and a claim may be brought in the courts where the defending party is based.`,
    rationale: 'Lets you bring or defend a claim near home instead of in a distant third place.',
    sentence,
  };
}

export const FORUM_RULES: readonly SideRule[] = [governingLawFar, exclusiveCourtsFar];
