import type { KeyTermValue } from '@shared-schema';
import { sentenceEvidence, type ContractDocument } from '../text/document';

const GOVERNED =
  /\b(?:governed|construed|interpreted|enforced|contracted with reference to)\b[^.;]{0,140}\blaws?\b|\bgoverning law\b[^.;]{0,80}\b(?:shall|will|is|be)\b|\blaws? of [^.;]{0,60}\bshall (?:govern|apply)\b/i;
const PLACE =
  /\blaws? (?:and [a-z ]{1,30} )?(?:of )?(?:the )?((?:(?:State|Commonwealth|Province|Republic|Kingdom|People's Republic) of )?[A-Z][A-Za-z.]*(?: [A-Z][A-Za-z.]*){0,3})|\b((?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+) law\b/;

export function extractGoverningLaw(doc: ContractDocument): KeyTermValue | null {
  for (const s of doc.sentences) {
    if (!GOVERNED.test(s.text)) continue;
    const place = PLACE.exec(s.text);
    const found = place?.[1] ?? place?.[2];
    const value = found ? found.replace(/\.$/, '') : 'Stated in the contract';
    return { value, evidence: sentenceEvidence(doc, s) };
  }
  return null;
}
