// Background sentences: ordinary contract language that belongs to none of the 41 categories
// (notices, definitions, recitals, counterparts, delivery, invoicing mechanics...). The labelled
// excerpts only teach one category against another; a contract is mostly sentences like these,
// so without them every classifier fires on boilerplate. Written for this project, combined from
// parts so the model sees the common words in many arrangements.

const HANDWRITTEN = [
  'All notices under this Agreement shall be in writing and delivered by hand, by courier or by email to the addresses set out above.',
  'A notice is deemed received on the next business day after it is sent by email, unless the sender receives a delivery failure message.',
  'This Agreement may be executed in any number of counterparts, each of which is an original and all of which together form one instrument.',
  'Signatures delivered by electronic means have the same effect as original signatures.',
  'Headings are for convenience only and do not affect the interpretation of this Agreement.',
  'In this Agreement, words in the singular include the plural and references to a person include a company.',
  'The recitals form part of this Agreement.',
  'WHEREAS the parties wish to set out the terms on which the services will be provided.',
  'NOW, THEREFORE, in consideration of the mutual promises set out below, the parties agree as follows.',
  'IN WITNESS WHEREOF the parties have signed this Agreement on the date first written above.',
  'Each invoice shall state the purchase order number, the services performed and the applicable taxes.',
  'Prices are stated in United States dollars and exclude sales tax, which shall be added at the applicable rate.',
  'The supplier shall deliver the goods to the delivery address stated in the purchase order.',
  'Title to the goods passes on delivery.',
  'The customer shall inspect the goods within five business days of delivery and notify any visible defect.',
  'The project manager of each party shall meet monthly to review progress against the project plan.',
  'Each party shall appoint a representative who is authorised to make decisions on its behalf.',
  'The services shall be performed at the premises of the customer or remotely, as agreed.',
  'The contractor shall comply with the reasonable site rules and security policies notified to it in advance.',
  'Any delay in performance caused by the failure of the other party to provide information shall extend the schedule accordingly.',
  'The parties shall cooperate in good faith to resolve any issue arising in the performance of the services.',
  'Nothing in this Agreement creates a partnership, joint venture or agency between the parties.',
  'No failure or delay in exercising any right operates as a waiver of that right.',
  'If any provision of this Agreement is held invalid, the remaining provisions remain in full force.',
  'This Agreement constitutes the entire agreement between the parties concerning its subject matter.',
  'Each party shall bear its own costs of negotiating and entering into this Agreement.',
  'Each party shall execute such further documents as may reasonably be required to give effect to this Agreement.',
  'Schedule 1 describes the services, Schedule 2 sets out the fees and Schedule 3 lists the key personnel.',
  'The term Business Day means a day other than a Saturday, Sunday or public holiday.',
  'The term Services means the services described in the statement of work.',
  'The term Deliverables means the documents and materials to be delivered under a statement of work.',
  'The term Fees means the amounts payable for the services as set out in Schedule 2.',
  'The employee shall report to the chief operating officer and work from the main office.',
  'The working hours are nine to five, Monday to Friday, with one hour for lunch.',
  'The tenant shall keep the premises clean and in good repair.',
  'The landlord shall insure the building against fire and flood.',
  'Rent is payable monthly in advance on the first day of each month.',
  'The borrower shall repay the loan in twelve equal monthly instalments.',
  'Interest accrues daily on the outstanding principal at the agreed rate.',
  'The seller shall provide a certificate of origin with each shipment.',
  'The buyer shall issue purchase orders at least thirty days before the requested delivery date.',
  'Acceptance of a purchase order occurs when the supplier confirms it in writing.',
  'The parties acknowledge that they have read and understood this Agreement.',
  'This Agreement is signed by duly authorised representatives of the parties.',
  'Name: Title: Date: Signature:',
  'Exhibit A - Statement of Work',
  'Table of Contents',
  'Article 1 Definitions and Interpretation',
  'The following terms have the meanings given below.',
  'The company shall provide the consultant with access to the information reasonably required.',
  'Expenses shall be reimbursed within thirty days of receipt of receipts.',
  'The contractor shall submit timesheets every two weeks.',
  'The agency shall prepare a monthly report of campaign results.',
  'The developer shall use a version control system and document the code.',
  'The vendor shall provide customer support by telephone and email during business hours.',
  'The parties shall hold a kick-off meeting within ten days of the effective date.',
  'Any amendment to a statement of work shall be documented in a change request.',
  'The customer shall provide suitable office space and equipment for the on-site personnel.',
  'The supplier shall label each package with the order number and the contents.',
  'The consultant shall perform the services in a professional manner.',
  // Text that is not contract language at all (pasted by mistake, cover letters, e-mails).
  'Thank you for your email, I will get back to you next week.',
  'Please find attached the signed copy for your records.',
  'The meeting has been moved to Thursday afternoon.',
  'Our office will be closed for the holidays.',
  'The report shows strong growth in the second quarter.',
  'The team enjoyed the workshop and asked for more examples.',
  'The train leaves the station at half past eight.',
  'The recipe needs two cups of flour and a pinch of salt.',
  'The children played in the park until sunset.',
  'The museum is open every day except Monday.',
  'The new office has a large kitchen and a quiet room.',
  'The presentation slides are in the shared folder.',
];

const SUBJECTS = [
  'The Supplier',
  'The Customer',
  'The Contractor',
  'The Company',
  'Each party',
  'The Consultant',
  'The Vendor',
  'The Client',
  'The Agency',
  'The Buyer',
  'The Seller',
  'The Provider',
];
const VERBS = ['shall', 'will', 'must', 'agrees to', 'may'];
const ACTIONS = [
  'send the monthly report to',
  'provide the project schedule to',
  'keep accurate records of the hours worked for',
  'notify the account manager of',
  'attend the weekly status meeting with',
  'deliver the documents in electronic form to',
  'answer reasonable questions from',
  'prepare the meeting minutes for',
  'update the contact details provided to',
  'confirm receipt of each order from',
  'provide a copy of the delivery note to',
  'submit a draft plan for review by',
];
const OBJECTS = [
  'the other party',
  'the project team',
  'the relevant department',
  'the named representative',
  'its personnel',
  'the operations manager',
];
const TAILS = [
  'within five business days',
  'on a monthly basis',
  'as described in Schedule 1',
  'in accordance with the project plan',
  'using the agreed template',
  'before the start of each phase',
  '',
];

/** Deterministic: the same list every time. */
export function backgroundSentences(): string[] {
  const out = [...HANDWRITTEN];
  let i = 0;
  for (const subject of SUBJECTS)
    for (const action of ACTIONS) {
      const verb = VERBS[i % VERBS.length] ?? 'shall';
      const object = OBJECTS[i % OBJECTS.length] ?? 'the other party';
      const tail = TAILS[i % TAILS.length] ?? '';
      out.push(`${subject} ${verb} ${action} ${object}${tail ? ` ${tail}` : ''}.`);
      i += 1;
    }
  return out;
}
