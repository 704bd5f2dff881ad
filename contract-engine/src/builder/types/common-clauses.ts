import type { TemplateSection } from '../model';

// Boilerplate shared by several templates, written once so every contract reads consistently.

export function governingLawSection(): TemplateSection {
  return {
    heading: 'GOVERNING LAW',
    paragraphs: [
      'This Agreement is governed by the laws of {{the JURISDICTION}}, without regard to its conflict of laws rules. Each party submits to the jurisdiction of the courts located in {{the JURISDICTION}} for any dispute arising out of this Agreement.',
    ],
  };
}

export function generalProvisionsSection(): TemplateSection {
  return {
    heading: 'GENERAL PROVISIONS',
    paragraphs: [
      '(a) Entire Agreement. This Agreement is the complete agreement between the parties on its subject and replaces all earlier discussions and understandings.',
      '(b) Amendments. A change to this Agreement is binding only if it is in writing and signed by both parties.',
      '(c) Severability. If a court finds any provision unenforceable, that provision will be enforced to the maximum extent permitted and the rest of this Agreement stays in effect.',
      '(d) Notices. Notices must be in writing and are effective when delivered by hand, by recognized courier, or by e-mail with confirmation of receipt, to the address a party last gave the other.',
      '(e) Assignment. Neither party may assign this Agreement without the prior written consent of the other party, which will not be unreasonably withheld.',
      '(f) Counterparts. This Agreement may be signed in counterparts and by electronic signature, each of which is an original and all of which together form one instrument.',
    ],
  };
}

export function confidentialitySection(): TemplateSection {
  return {
    heading: 'CONFIDENTIALITY',
    paragraphs: [
      'Each party will keep confidential all non-public business, technical and financial information it receives from the other party in connection with this Agreement, use it only to perform this Agreement, and disclose it only to people who need to know it and are bound by similar duties. This obligation survives the end of this Agreement for {{CONFIDENTIALITY PERIOD}}.',
    ],
  };
}

export function disputeSection(): TemplateSection {
  return {
    heading: 'DISPUTE RESOLUTION',
    paragraphs: [
      'The parties will first try in good faith to resolve any dispute through discussion between people with authority to settle it. If the dispute is not resolved within thirty (30) days after written notice of it, either party may pursue any remedy available under this Agreement or at law.',
    ],
  };
}

export const STANDARD_SIGNATURE_INTRO =
  'IN WITNESS WHEREOF, the parties have signed this Agreement as of the Effective Date.';
