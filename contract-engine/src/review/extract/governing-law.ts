import type { KeyTermValue } from '../../../../shared-schema/src/review';
import { sentenceEvidence, type ContractDocument } from '../text/document';

const GOVERNED =
  /\b(?:governed by|construed (?:and enforced )?in accordance with|interpreted (?:and construed )?(?:in accordance with|under)|subject to|contracted with reference to|governing law|laws? applicable)\b[^.;]{0,80}\blaws? of\b/i;
const PLACE = /\blaws? of (?:the )?((?:(?:State|Commonwealth|Province|Republic|Kingdom|People's Republic) of )?[A-Z][A-Za-z.]*(?: [A-Z][A-Za-z.]*){0,3})/;

export function extractGoverningLaw(doc: ContractDocument): KeyTermValue | null {
  for (const s of doc.sentences) {
    if (!GOVERNED.test(s.text)) continue;
    const place = PLACE.exec(s.text);
    const value = place?.[1] ? place[1].replace(/\.$/, '') : 'Stated in the contract';
    return { value, evidence: sentenceEvidence(doc, s) };
  }
  return null;
}
