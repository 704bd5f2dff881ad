// "We both share", "each other", "we (Acme Inc.) and Borealis Ltd want to exchange ...": the person
// and the other side doing the same thing to each other. A need told this way is reciprocal.

const RECIPROCAL_WORDS =
  /\b(?:we both|both of us|both sides|both parties|each other|one another|each of us|both ways|either side)\b/i;

// The speaker and another party as one subject of a verb of giving ("we and X share", "X and I
// exchange"): the other party is up to six words, a name or "the other company".
// A period inside a name ("Inc.", "s.r.o.") is no sentence end: one followed by a lower-case word.
const CLAUSE_CHAR = String.raw`(?:[^.?!;]|\.(?=\S|\s+[a-z]))`;
const JOINT_GIVING = new RegExp(
  String.raw`\b(?:(?:we|i)\b(?:\s*\([^)]{0,60}\))?\s+and\s+${CLAUSE_CHAR}{1,60}?|${CLAUSE_CHAR}{1,60}?\s+and\s+(?:we|i|us|me))\s+(?:both\s+)?(?:(?:want|plan|need|would like|are going|agreed|agree)\s+to\s+|will\s+|are\s+)?(?:share|exchange|swap|trade|disclose|show)\w*\b`,
  'i',
);

/** True when the text tells of the person and another party doing the same to each other. */
export function saysJointly(text: string): boolean {
  return RECIPROCAL_WORDS.test(text) || JOINT_GIVING.test(text);
}
