import type { Mention } from './mention';

// Payment timing in plain words; the value is phrased to read well after "on the following
// schedule:" in every template.

interface Rule {
  pattern: RegExp;
  value: (match: RegExpExecArray) => string;
}

const RULES: readonly Rule[] = [
  {
    pattern:
      /(\d{1,3})\s*%\s*(?:up ?front|up-front|in advance|as a deposit|deposit|down|now|on signing|at signing|at the start)(?:[^.?!\n]{0,60}?(?:and|,|then|with)?\s*(?:the\s+)?(?:(\d{1,3})\s*%|rest|remainder|balance|remaining)\s*(?:due\s+)?(?:on|upon|at|after)\s+(completion|delivery|launch|the end|handover|final delivery|approval))?/i,
    value: (m) => {
      const first = Number(m[1]);
      if (!m[3]) return `${first}% upfront, with the balance due on completion`;
      const rest = m[2] ? `${Number(m[2])}%` : `the remaining ${100 - first}%`;
      return `${first}% upfront and ${rest} on ${m[3].toLowerCase()}`;
    },
  },
  {
    pattern: /\bnet[- ]?(\d{1,3})\b/i,
    value: (m) => `net ${m[1]} (due within ${m[1]} days of the invoice date)`,
  },
  {
    pattern:
      /\bin\s+(\d{1,3}|two|three|four|five|six|ten|twelve)\s+(equal\s+)?(monthly|weekly|quarterly|annual)\s+(?:instal(?:l)?ments|payments)\b/i,
    value: (m) => `in ${m[1]} ${m[2] ?? ''}${m[3]?.toLowerCase()} instalments`,
  },
  {
    pattern:
      /\b(?:per|by|in|at each|on each)\s+milestones?\b|\bmilestone[- ]based\b|\bmilestone payments?\b/i,
    value: () => 'in instalments on completion of each agreed milestone',
  },
  {
    pattern: /\b(?:lump[- ]sum|single payment|one payment|all at once|one-time payment)\b/i,
    value: () => 'in a single lump-sum payment',
  },
  {
    pattern: /\b(?:in full\s+)?(?:up ?front|up-front|in advance|before (?:work|the work|we) start)/i,
    value: () => 'in full upfront, before work begins',
  },
  {
    pattern: /\b(?:on|upon|at|after)\s+(?:the\s+)?(completion|delivery|project completion|handover)\b/i,
    value: (m) => `in full on ${m[1]?.toLowerCase()}`,
  },
  {
    pattern: /\b(?:on|upon|due on)\s+receipt(?: of (?:the\s+)?invoice)?\b/i,
    value: () => 'due on receipt of each invoice',
  },
  { pattern: /\b(?:bi-?weekly|every (?:two|2|other) weeks?|fortnightly)\b/i, value: () => 'every two weeks' },
  { pattern: /\b(?:semi-?monthly|twice (?:a|per|each) month)\b/i, value: () => 'twice a month' },
  {
    pattern: /(?<!(?:twice|times)\s)\b(?:weekly|every week|each week|per week|a week)\b/i,
    value: () => 'weekly',
  },
  {
    pattern: /\b(?:monthly|every month|each month|per month|a month|end of (?:each|the|every) month)\b/i,
    value: () => 'monthly',
  },
  { pattern: /\b(?:quarterly|every (?:three|3) months)\b/i, value: () => 'quarterly' },
  { pattern: /\b(?:annually|yearly|once a year|every year)\b/i, value: () => 'annually' },
];

export function findPaymentSchedule(text: string): Mention | null {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match)
      return {
        value: rule.value(match).replace(/\s+/g, ' ').trim(),
        start: match.index,
        end: match.index + match[0].length,
      };
  }
  return null;
}
