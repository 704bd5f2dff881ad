// "Change the start date to May 1 and the rent to $2,000, and add that pets are allowed": one
// message, several requests. Each is applied on its own, in order, so none is dropped.

const VERB =
  '(?:change|update|set|correct|fix|switch|amend|edit|make|remove|delete|drop|take out|strike|get rid of|add|include|insert|put in)\\b';
// "the rent to $2,000" after a change: the same verb, left out.
const CONTINUED = "the\\s+[a-z][a-z' -]{1,40}?\\s+(?:to|should be|is now|becomes)\\s";
const SPLIT = new RegExp(
  `(?:[.;!?]\\s+|,\\s*(?:and\\s+|then\\s+|also\\s+)?|\\s+and\\s+(?:also\\s+|then\\s+)?|\\s+also\\s+)(?=(?:(?:please|also|then|and)\\s+)*(?:${VERB}|${CONTINUED}))`,
  'gi',
);
const LEADING_VERB = new RegExp(`^(?:(?:please|also|then|and|oh|ok|okay|actually)[,]?\\s+)*${VERB}`, 'i');
const CONTINUATION = new RegExp(`^${CONTINUED}`, 'i');

/** The requests in a message; a single one (the message itself) when it holds fewer than two. */
export function splitRequests(message: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of message.matchAll(SPLIT)) {
    pieces.push(message.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(message.slice(start));
  const cleaned = pieces.map((piece) => piece.trim()).filter(Boolean);
  const requests = cleaned.map((piece) => (CONTINUATION.test(piece) ? `change ${piece}` : piece));
  // Only commands split a message; "I design and build websites" stays whole.
  const commands = requests.filter((piece) => LEADING_VERB.test(piece)).length;
  return commands >= 2 && requests.length === cleaned.length ? requests : [message];
}
