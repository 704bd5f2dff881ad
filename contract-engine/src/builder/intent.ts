// "Draft it now": the user wants the contract even though facts are still missing.
const GENERATE_NOW =
  /\b(?:generate|draft|create|write|make|produce|prepare|show)\b[^.?!]{0,40}\b(?:now|already|anyway|as it is|as is|right away)\b|\b(?:just|go ahead and|please)\s+(?:generate|draft|create|write)\b|^\s*(?:please\s+)?(?:generate|draft)(?:\s+(?:it|the\s+(?:contract|agreement|document|draft)))?(?:\s+(?:now|please))?\s*[.!]*\s*$|\bgo ahead\b|\bthat'?s (?:all|everything)\b|\bskip the rest\b|\bgenerate (?:the|my|a) (?:contract|agreement|document|draft)\b/i;

export function wantsContractNow(text: string): boolean {
  return GENERATE_NOW.test(text);
}
