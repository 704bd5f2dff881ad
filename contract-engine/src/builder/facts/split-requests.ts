import type { ContractTypeDef } from '../model';
import { CHANGE_VERBS } from '../edit-intent';
import { factNamedWholly } from './fact-named';

// "Change the start date to May 1 and the rent to $2,000, and add that pets are allowed": one
// message, several requests. Each is applied on its own, in order, so none is dropped.

const VERB = `(?:${CHANGE_VERBS}|make|remove|delete|drop|take out|strike|get rid of|add|include|insert|put in)\\b`;
// "the rent to $2,000" after a change: the same verb, left out.
const CONTINUED = "the\\s+([a-z][a-z' -]{1,40}?)\\s+(?:to|should be|is now|becomes)\\s";
const LEAD = '(?:please|also|then|and|so)';
const SPLIT = new RegExp(
  `(?:[.;!?]\\s+|,\\s*(?:and\\s+|then\\s+|also\\s+|so\\s+)?|\\s+and\\s+(?:also\\s+|then\\s+|so\\s+)?|\\s+also\\s+)(?=(?:${LEAD}\\s+)*(?:${VERB}|${CONTINUED}))`,
  'gi',
);
const LEADING_VERB = new RegExp(`^(?:(?:${LEAD}|oh|ok|okay|actually)[,]?\\s+)*${VERB}`, 'i');
// "we agreed $4,000 actually, so change the rent to $4,000": a command after a lead-in clause.
const INNER_COMMAND = new RegExp(
  `(?:[,;:]\\s*|\\b(?:so|please|then|just)\\s+)${VERB}\\s+(?:the|my|our|their|it|that)\\b`,
  'i',
);
const CONTINUATION = new RegExp(`^${CONTINUED}`, 'i');

/**
 * The requests in a message; a single one (the message itself) when it holds fewer than two. A
 * continued request ("and the bond to $12,000") counts only when its words name a declared fact:
 * "the tenant wants to sell" names none.
 */
export function splitRequests(message: string, type: ContractTypeDef): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of message.matchAll(SPLIT)) {
    const rest = message.slice(match.index + match[0].length);
    const continued = CONTINUATION.exec(rest.replace(new RegExp(`^(?:${LEAD}\\s+)*`, 'i'), ''));
    if (continued && !LEADING_VERB.test(rest) && !factNamedWholly(continued[1] ?? '', type)) continue;
    pieces.push(message.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(message.slice(start));
  const cleaned = pieces.map((piece) => piece.trim()).filter(Boolean);
  const requests = cleaned.map((piece) =>
    CONTINUATION.test(piece.replace(new RegExp(`^(?:${LEAD}\\s+)*`, 'i'), ''))
      ? `change ${piece.replace(new RegExp(`^(?:${LEAD}\\s+)*`, 'i'), '')}`
      : piece,
  );
  // Only commands split a message; "I design and build websites" stays whole.
  const commands = requests.filter(
    (piece, index) => LEADING_VERB.test(piece) || (index === 0 && INNER_COMMAND.test(piece)),
  ).length;
  return commands >= 2 && requests.length === cleaned.length ? requests : [message];
}
