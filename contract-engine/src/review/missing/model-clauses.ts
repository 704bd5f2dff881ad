// Model clauses written for Clausecraft. Plain, balanced, mutual wording; square-bracketed
// placeholders are for the user to fill in.

export const MODEL_CLAUSES = {
  governingLaw:
    'Governing Law. This Agreement and any dispute arising out of or in connection with it shall be governed by and construed in accordance with the laws of [jurisdiction], without regard to its conflict-of-laws rules.',
  disputeResolution:
    'Dispute Resolution. The parties shall first try to resolve any dispute through good-faith negotiation between senior representatives for thirty (30) days after written notice of the dispute. If the dispute is not resolved, either party may submit it to the courts of [venue], which shall have exclusive jurisdiction, except that either party may seek urgent injunctive relief in any competent court.',
  termination:
    "Termination. Either party may terminate this Agreement (a) for convenience on thirty (30) days' prior written notice, or (b) with immediate effect by written notice if the other party materially breaches this Agreement and fails to cure the breach within thirty (30) days after receiving written notice of it, or becomes insolvent. Termination does not affect rights and obligations that accrued before termination.",
  limitationOfLiability:
    "Limitation of Liability. Neither party shall be liable for any indirect, incidental, special or consequential loss, or for loss of profit, revenue or data. Each party's total liability arising out of or relating to this Agreement shall not exceed the total amounts paid or payable under this Agreement in the twelve (12) months before the event giving rise to the claim. These limits do not apply to liability for fraud, death or personal injury caused by negligence, or any other liability that cannot be limited by law.",
  indemnification:
    "Indemnification. Each party shall defend, indemnify and hold harmless the other party against third-party claims, losses and reasonable legal costs to the extent caused by the indemnifying party's breach of this Agreement, negligence or wilful misconduct, provided that the indemnified party promptly notifies the indemnifying party of the claim, allows it to control the defence and provides reasonable cooperation.",
  confidentiality:
    'Confidentiality. Each party shall keep confidential all non-public information disclosed by the other party in connection with this Agreement, use it only to perform this Agreement and disclose it only to its employees and advisers who need to know it and are bound by similar obligations. These obligations do not apply to information that is or becomes public through no fault of the receiving party, was already lawfully known to it, is independently developed, or must be disclosed by law (after prompt notice to the disclosing party where lawful). These obligations last for [three (3)] years after this Agreement ends.',
  assignment:
    'Assignment. Neither party may assign or transfer this Agreement or any of its rights or obligations without the prior written consent of the other party, which shall not be unreasonably withheld, except to a successor to all or substantially all of its business by merger or sale of assets, on written notice. Any other purported assignment is void.',
  forceMajeure:
    'Force Majeure. Neither party is liable for delay or failure to perform caused by events beyond its reasonable control (including natural disasters, epidemics, war, terrorism, strikes other than of its own staff, and failures of public utilities), provided it notifies the other party promptly and uses reasonable efforts to resume performance. If the event continues for more than sixty (60) days, either party may terminate this Agreement by written notice.',
  notices:
    'Notices. Notices under this Agreement must be in writing and delivered by hand, by recognised courier or by e-mail to the addresses set out above (or any other address a party notifies). A notice is effective on delivery, or for e-mail, on the next business day after sending if no delivery failure message is received.',
  entireAgreement:
    'Entire Agreement. This Agreement is the entire agreement between the parties about its subject matter and replaces all earlier proposals, understandings and agreements, whether written or oral. No amendment is effective unless it is in writing and signed by both parties.',
  paymentTerms:
    'Payment. The customer shall pay each undisputed invoice within thirty (30) days after receiving it, in [currency], by bank transfer to the account stated on the invoice. Late amounts bear interest at 1% per month or the maximum rate permitted by law, if lower. The customer shall notify any disputed amount in good faith within fifteen (15) days of receiving the invoice.',
  term: 'Term. This Agreement starts on the Effective Date and continues for [one (1) year] (the "Initial Term"). It may be renewed for further periods of [one (1) year] by written agreement of the parties before the end of the then-current term.',
  intellectualProperty:
    'Intellectual Property. Each party keeps the intellectual property it owned before this Agreement. On full payment, the provider assigns to the customer all rights in the deliverables created specifically for the customer under this Agreement, and grants the customer a non-exclusive, perpetual, royalty-free licence to any pre-existing materials incorporated into them.',
  warranties:
    'Warranties. Each party warrants that it has full power and authority to enter into this Agreement. The provider warrants that it will perform the services with reasonable skill and care, in accordance with good industry practice, and that the deliverables will materially conform to their specification for ninety (90) days after delivery.',
  insurance:
    'Insurance. During the term and for one (1) year after it, the provider shall maintain, with reputable insurers, general liability and professional liability insurance with limits of at least [amount] per claim, and shall provide certificates of insurance on request.',
  auditRights:
    "Audit. Once in any twelve (12) month period, on at least thirty (30) days' written notice and during normal business hours, a party may have an independent accountant inspect the other party's books and records that relate to amounts payable under this Agreement. The auditing party bears the cost unless the audit reveals an underpayment of more than five percent (5%).",
  dataProtection:
    'Data Protection. Each party shall comply with applicable data protection laws. Where one party processes personal data on behalf of the other, it shall do so only on documented instructions, keep the data secure, and assist the other party with data subject requests and breach notifications.',
  ndaExclusions:
    'Exclusions. Confidential Information does not include information that (a) is or becomes publicly available through no breach of this Agreement, (b) was lawfully known to the Receiving Party before disclosure, (c) is lawfully received from a third party without a duty of confidentiality, or (d) is independently developed without use of the Confidential Information.',
  ndaReturn:
    "Return or Destruction. On the Disclosing Party's written request, or when this Agreement ends, the Receiving Party shall promptly return or destroy all Confidential Information and confirm this in writing, except that it may keep copies required by law or held in automatic back-ups, which remain subject to this Agreement.",
  ndaCompelled:
    'Compelled Disclosure. If the Receiving Party is required by law, regulation or court order to disclose Confidential Information, it shall (where lawful) give the Disclosing Party prompt written notice so that it can seek a protective order, and shall disclose only the part legally required.',
  ndaPurpose:
    'Use Restriction. The Receiving Party shall use the Confidential Information only to evaluate and carry out the Purpose and for no other purpose.',
  ndaTerm:
    'Duration. The obligations in this Agreement continue for [three (3)] years after the date of the last disclosure, and for trade secrets, for as long as the information remains a trade secret.',
  employmentCompensation:
    "Compensation. The Employer shall pay the Employee a gross annual salary of [amount], payable in equal instalments in arrears on the Employer's normal payroll dates, less lawful deductions. Salary is reviewed annually.",
  employmentDuties:
    'Position and Duties. The Employee is employed as [job title] and shall perform the duties reasonably assigned by the Employer that are consistent with that position, reporting to [manager].',
  employmentLeave:
    "Holidays and Leave. The Employee is entitled to [number] working days of paid holiday in each holiday year in addition to public holidays, and to sick leave in accordance with the Employer's policy and applicable law.",
  leaseRent:
    'Rent. The Tenant shall pay rent of [amount] per month in advance on the first day of each month. Rent may be reviewed once a year by no more than the change in the consumer price index.',
  leaseDeposit:
    'Security Deposit. The Tenant shall pay a security deposit of [amount], held in accordance with applicable law and returned within thirty (30) days after the end of the lease, less amounts properly deducted for unpaid rent or damage beyond normal wear and tear, with an itemised statement.',
  leaseRepairs:
    'Repairs and Maintenance. The Landlord is responsible for the structure, roof, exterior and building systems; the Tenant is responsible for keeping the interior in good condition, fair wear and tear excepted, and shall promptly report any needed repairs.',
  loanRepayment:
    'Repayment and Interest. The Borrower shall repay the principal amount of [amount] in [number] equal monthly instalments starting on [date], together with interest at [rate]% per year on the outstanding balance. The Borrower may prepay all or part of the loan at any time without penalty.',
  loanDefault:
    'Events of Default. It is an event of default if the Borrower fails to pay any amount within ten (10) days after its due date, materially breaches this Agreement and fails to cure the breach within thirty (30) days after notice, or becomes insolvent. On an event of default the Lender may, by written notice, declare all outstanding amounts immediately due.',
  deliveryAcceptance:
    'Delivery and Acceptance. The supplier shall deliver the goods to the agreed location on the agreed dates. The buyer may inspect the goods within ten (10) business days after delivery and reject goods that do not conform to the order, in which case the supplier shall replace or refund them at its cost.',
  franchiseFees:
    'Fees. The Franchisee shall pay an initial franchise fee of [amount] on signing and a continuing royalty of [percentage]% of gross sales, payable monthly within ten (10) days after the end of each month, with a monthly sales report.',
  profitSharing:
    'Contributions and Profit Sharing. Each party shall contribute the resources set out in Schedule [X]. Profits and losses of the venture are shared [50/50] unless the parties agree otherwise in writing, and are calculated and distributed within sixty (60) days after the end of each financial year.',
} as const;

export type ModelClauseKey = keyof typeof MODEL_CLAUSES;
