import type { KeyTermsDetail } from '@shared-schema';
import type { ContractDocument } from '../text/document';
import { extractAgreementDate, extractEffectiveDate, extractExpiration } from './dates';
import { extractDocumentName } from './document-name';
import { extractGoverningLaw } from './governing-law';
import { partyKeyTerms } from '../sides/party-key-terms';
import { extractPaymentTerms } from './payment';
import { extractDuration, extractRenewal, extractRenewalNotice, extractTerminationNotice } from './term';

export function extractKeyTerms(doc: ContractDocument): KeyTermsDetail {
  const expirationDate = extractExpiration(doc);
  return {
    documentName: extractDocumentName(doc),
    parties: partyKeyTerms(doc),
    agreementDate: extractAgreementDate(doc),
    effectiveDate: extractEffectiveDate(doc),
    expirationDate,
    duration: extractDuration(doc, expirationDate),
    renewalTerm: extractRenewal(doc),
    noticePeriodToTerminateRenewal: extractRenewalNotice(doc),
    terminationNoticePeriod: extractTerminationNotice(doc),
    paymentTerms: extractPaymentTerms(doc),
    governingLaw: extractGoverningLaw(doc),
  };
}
