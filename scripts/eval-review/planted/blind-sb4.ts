import { issue, type BlindContract } from './blind-sb';

// A fourth blind batch of 13 small-business contracts (./blind-sb4/*.txt), written by a tester playing a small-business
// lawyer, without reading the reviewer's code, its rules, or any earlier batch's contracts. Kinds, jurisdictions and
// variants:
//   fleet-vehicle-lease-tx            commercial fleet vehicle lease (Texas, US)              one-sided
//   marketing-agency-retainer-ny      marketing agency retainer (New York, US)                one-sided
//   merchant-processing-ga            card payment processing / merchant agreement (Georgia)  one-sided
//   roofing-subcontract-fl            construction roofing subcontract (Florida, US)          one-sided
//   sales-rep-commission-il           commission-only sales representative (Illinois, US)     one-sided
//   farm-produce-supply-or            farm produce supply to a grocery co-op (Oregon, US)     balanced
//   managed-it-services-uk            managed IT services agreement (England)                  one-sided
//   bookkeeping-engagement-letter-uk  bookkeeping/VAT/payroll letter of engagement (England)  one-sided
//   trade-show-exhibitor-uk           trade show exhibitor contract (England)                 one-sided
//   business-loan-guarantee-on        business term loan with personal guarantee (Ontario)    one-sided
//   translation-services-bc           freelance translation services (British Columbia)       balanced
//   coworking-membership-nsw          co-working private office membership (NSW, Australia)   one-sided
//   white-label-manufacturing-ie      private-label cosmetics manufacturing (Ireland)          one-sided
// One is a letter of engagement ("Dear ..."); in the Irish one the parties are defined only by a 'between' line and
// the execution block. 13 contracts (11 one-sided, 2 balanced with nothing planted), 82 planted issues, 34 of them
// high. Each contract is read for the weaker party named first on its first line ("# parties: User | Other", which
// is not contract text). Planted issues are whole sentences (any one listed wording matching a finding's quote
// counts); `tolerated` sentences are defensible either way and count neither as found nor as wrong. Its first run
// is the figure reported.

export const BLIND_SB4: readonly BlindContract[] = [
  {
    file: 'fleet-vehicle-lease-tx.txt',
    variant: 'one-sided',
    user: 'Lessee',
    other: 'Lessor',
    parties: [
      ['Brazos Valley Plumbing Co.', 'Brazos Valley Plumbing'],
      ['Lone Star Fleet Leasing, LLC', 'Lone Star Fleet Leasing'],
    ],
    planted: [
      issue(
        'price-increase',
        'medium',
        'Section 3.2 Rent Adjustments',
        "Lessor may adjust the Monthly Rent under any Schedule upon thirty (30) days' written notice to Lessee to reflect changes in Lessor's cost of funds, insurance, registration or other costs of ownership.",
      ),
      issue(
        'late-interest',
        'medium',
        'Section 3.4 Late Payment',
        'Any amount not paid when due shall bear interest at the rate of one and one-half percent (1.5%) per month from the due date until paid, and Lessee shall also pay a late charge of $75.00 for each late installment.',
      ),
      issue(
        'indemnity',
        'high',
        'Section 5.3 Indemnity',
        "Lessee shall indemnify, defend and hold harmless Lessor and its members, officers and employees from and against all claims, losses, liabilities, damages and expenses (including attorneys' fees) arising out of or relating to the Vehicles or this Agreement, including claims arising from the negligence of Lessor.",
      ),
      issue(
        'auto-renewal',
        'medium',
        'Section 6.1 Renewal',
        'At the end of its Term, each Schedule shall automatically renew for successive twelve (12) month periods unless Lessee gives Lessor written notice of non-renewal not more than one hundred fifty (150) days and not less than one hundred twenty (120) days before the end of the then-current Term.',
      ),
      issue(
        'termination',
        'high',
        'Section 6.2 Termination by Lessor',
        "Lessor may terminate this Agreement or any Schedule at any time, with or without cause, on ten (10) days' written notice to Lessee, and Lessee shall return the affected Vehicles by the end of the notice period.",
      ),
      issue(
        'acceleration',
        'high',
        'Section 6.4 Remedies',
        'Upon an Event of Default, Lessor may repossess the Vehicles, and all Monthly Rent for the remainder of the Term of every Schedule shall become immediately due and payable without further notice or demand.',
      ),
      issue(
        'jury-waiver',
        'medium',
        'Section 7.2 Jury Waiver',
        'EACH PARTY KNOWINGLY AND VOLUNTARILY WAIVES ANY RIGHT TO A TRIAL BY JURY IN ANY ACTION ARISING OUT OF OR RELATING TO THIS AGREEMENT OR ANY SCHEDULE.',
      ),
    ],
    tolerated: [
      'Lessee shall pay an excess mileage charge of $0.25 for each mile driven in excess of the allowance, calculated at the end of the Term.',
      "Lessee is responsible for all tolls, parking tickets and traffic citations incurred while a Vehicle is in Lessee's possession, and Lessor may charge an administrative fee of $25.00 for each citation it processes on Lessee's behalf.",
      "Lessor may inspect the Vehicles at Lessee's premises during normal business hours upon two (2) business days' prior notice.",
      'From the Delivery Date until the Vehicle is returned to Lessor, Lessee bears the risk of loss, theft and damage to the Vehicle, and any such loss does not relieve Lessee of its obligation to pay Monthly Rent.',
    ],
  },
  {
    file: 'marketing-agency-retainer-ny.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Agency',
    parties: [
      ['Hudson & Pine Bakery LLC', 'Hudson & Pine Bakery'],
      ['Brightline Growth Partners LLC', 'Brightline Growth Partners'],
    ],
    planted: [
      issue(
        'retainer-forfeited',
        'medium',
        'Section 2.2 Unused Hours',
        'The Retainer Fee is non-refundable, and any hours not used in a calendar month are forfeited and shall not roll over to any later month or be credited against any other fees.',
      ),
      issue(
        'price-increase',
        'medium',
        'Section 2.3 Fee Changes',
        "The Agency may increase the Retainer Fee from time to time upon thirty (30) days' written notice to the Client, and the increased Retainer Fee shall apply from the first invoice issued after the notice period.",
      ),
      issue(
        'auto-renewal',
        'medium',
        'Section 3.1 Term',
        'Thereafter, this Agreement renews automatically for successive twelve (12) month terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
      ),
      issue(
        'early-termination-fees',
        'high',
        'Section 3.3 Early Termination by Client',
        "The Client may terminate this Agreement for convenience at any time on thirty (30) days' written notice; provided, however, that upon any such termination the Retainer Fees for all remaining months of the then-current term shall become immediately due and payable as a termination fee.",
      ),
      issue(
        'ip-ownership',
        'high',
        'Section 4.1 Agency Materials',
        'All creative work, ad copy, graphics, videos, landing pages, audience lists, campaign structures and other materials created by the Agency under this Agreement, whether or not used by the Client, are and shall remain the sole and exclusive property of the Agency.',
        'The Agency grants the Client a non-exclusive, non-transferable license to use the final approved deliverables during the term of this Agreement only, which license terminates automatically upon expiration or termination of this Agreement.',
      ),
      issue(
        'non-solicit',
        'medium',
        'Section 5.1 Agency Personnel',
        'During the term of this Agreement and for twenty-four (24) months thereafter, the Client shall not, directly or indirectly, hire, engage or solicit any employee or contractor of the Agency who performed Services for the Client.',
        "If the Client breaches this Section, the Client shall pay the Agency a placement fee equal to one hundred percent (100%) of that person's annual compensation at the Agency.",
      ),
      issue(
        'liability-cap',
        'high',
        'Section 6.3 Limitation of Liability',
        "In no event shall the Agency's total liability arising out of or relating to this Agreement exceed the Retainer Fee paid by the Client for the one (1) month immediately preceding the event giving rise to the claim.",
      ),
    ],
    tolerated: [
      'If the Client does not respond within that period, the deliverable will be deemed approved.',
      "Upon termination, the Agency shall grant the Client administrative access to any advertising account funded by the Client's payment method, provided all undisputed invoices have been paid.",
      "The Agency may identify the Client by name and logo in its list of clients and may describe the general nature of the Services in its marketing materials, but shall not disclose the Client's performance data or budgets without consent.",
      'The Agency does not guarantee any particular level of sales, traffic, engagement or return on advertising spend.',
    ],
  },
  {
    file: 'merchant-processing-ga.txt',
    variant: 'one-sided',
    user: 'Merchant',
    other: 'Processor',
    parties: [
      ['Little Fern Florist LLC', 'Little Fern Florist'],
      ['Peachtree Merchant Services, Inc.', 'Peachtree Merchant Services'],
    ],
    planted: [
      issue(
        'withholding-reserve',
        'high',
        'Section 2.2 Reserve',
        'Processor may, at any time and in its sole discretion, establish a reserve account funded from Merchant\'s settlement proceeds or by debit to the Settlement Account in any amount Processor deems necessary to protect it against risk (the "Reserve").',
        'Processor may hold the Reserve for up to two hundred seventy (270) days after termination of this Agreement, and Merchant shall have no right to interest on or access to Reserve funds during that period.',
      ),
      issue(
        'set-off',
        'medium',
        'Section 2.3 Account Debits',
        'Merchant authorizes Processor to debit the Settlement Account, or any other account held by Merchant at any financial institution, for any amount owed by Merchant to Processor or its affiliates under this Agreement or any other agreement, without prior notice to Merchant.',
      ),
      issue(
        'price-increase',
        'medium',
        'Section 4.2 Fee Changes',
        "Processor may change any fee or add new fees at any time by notice to Merchant, which may be given by a message on Merchant's monthly statement.",
        "Merchant's continued submission of transactions after the effective date of any change constitutes acceptance of the change.",
      ),
      issue(
        'auto-renewal',
        'medium',
        'Section 5.1 Term',
        'This Agreement shall automatically renew for successive one (1) year renewal terms unless Merchant notifies Processor in writing of its intent not to renew at least ninety (90) days before the end of the then-current term.',
      ),
      issue(
        'early-termination-fees',
        'high',
        'Section 5.3 Early Termination Fee',
        "If this Agreement is terminated by Merchant before the end of the then-current term, or by Processor because of Merchant's default, Merchant shall pay, as liquidated damages and not as a penalty, an amount equal to the average monthly processing fees paid by Merchant during the six (6) months before termination multiplied by the number of months remaining in the then-current term.",
      ),
      issue(
        'personal-guarantee',
        'high',
        'Section 7.1 Guaranty',
        "In consideration of Processor entering into this Agreement, the individual signing this Agreement on behalf of Merchant personally, unconditionally and irrevocably guarantees the full and prompt payment and performance of all of Merchant's obligations under this Agreement, and Processor may proceed directly against the guarantor without first proceeding against Merchant.",
      ),
      issue(
        'forum',
        'medium',
        'Section 8.1 Governing Law and Venue',
        'Any action arising out of or relating to this Agreement shall be brought exclusively in the State or Superior Court of Fulton County, Georgia, and Merchant consents to the personal jurisdiction of those courts.',
      ),
      issue(
        'class-action-waiver',
        'medium',
        'Section 8.2 Class Action Waiver',
        "Merchant agrees that any claim against Processor shall be brought only in Merchant's individual capacity and not as a plaintiff or class member in any purported class, collective or representative proceeding.",
      ),
    ],
    tolerated: [
      "Merchant is responsible for all chargebacks, reversals and card brand fines resulting from Merchant's transactions.",
      'Processor may delay settlement of any transaction that it reasonably believes to be fraudulent or in violation of the card brand rules while it investigates, and shall notify Merchant of the delay within two (2) business days.',
      'Any claim by Merchant concerning a settlement amount must be raised in writing within sixty (60) days after the date of the statement on which the disputed amount first appears.',
      'Processor may assign this Agreement to any affiliate or successor without notice to Merchant.',
    ],
  },
  {
    file: 'roofing-subcontract-fl.txt',
    variant: 'one-sided',
    user: 'Subcontractor',
    other: 'Contractor',
    parties: [
      ['Gulf Breeze Roofing LLC', 'Gulf Breeze Roofing'],
      ['Coastal Crest General Contractors, Inc.', 'Coastal Crest General Contractors'],
    ],
    planted: [
      issue(
        'pay-if-paid',
        'high',
        'Section 2.3 Condition Precedent',
        "Receipt of payment by Contractor from Owner for the Work is a condition precedent to Contractor's obligation to make any payment to Subcontractor, and Subcontractor expressly assumes the risk of Owner's nonpayment, including nonpayment due to Owner's insolvency.",
      ),
      issue(
        'retainage',
        'medium',
        'Section 2.4 Retainage',
        "Retainage shall be released ninety (90) days after final completion and acceptance of the entire Project by Owner and Contractor's receipt of final payment under the Prime Contract.",
      ),
      issue(
        'set-off',
        'high',
        'Section 2.5 Withholding',
        'Contractor may withhold from any payment due to Subcontractor under this Subcontract, or under any other subcontract or purchase order between Contractor and Subcontractor, any amount Contractor determines in good faith is necessary to protect it against loss, including claims by Contractor arising on other projects.',
      ),
      issue(
        'no-damages-for-delay',
        'medium',
        'Section 3.1 Delays',
        "If Subcontractor's Work is delayed by Owner, Contractor, other subcontractors or any cause beyond Subcontractor's control, Subcontractor's sole and exclusive remedy shall be an extension of time equal to the period of delay, and Subcontractor shall not be entitled to any increase in the Subcontract Price or to damages of any kind on account of such delay.",
      ),
      issue(
        'indemnity',
        'high',
        'Section 4.2 Indemnity',
        "To the fullest extent permitted by law, Subcontractor shall defend, indemnify and hold harmless Contractor, Owner and their officers and employees from and against all claims, damages, losses and expenses, including attorneys' fees, arising out of or resulting from the performance of the Work, regardless of whether such claim is caused in part or in whole by the negligence of a party indemnified hereunder.",
      ),
      issue(
        'termination',
        'medium',
        'Section 5.2 Termination for Convenience',
        'Contractor may terminate this Subcontract for its convenience at any time upon written notice.',
        'In that event, Subcontractor shall be paid only for Work actually installed as of the date of termination, and shall not be entitled to any overhead or profit on Work not performed.',
      ),
      issue(
        'forum',
        'medium',
        'Section 6.1 Venue',
        'Any litigation between Contractor and Subcontractor shall be brought exclusively in the Superior Court of Cobb County, Georgia, and Subcontractor waives any objection to venue in that court.',
      ),
    ],
    tolerated: [
      'Subcontractor shall be bound to Contractor to the same extent Contractor is bound to Owner with respect to the Work.',
      'If Subcontractor fails to do so within twenty-four (24) hours after written notice, Contractor may perform the clean-up and charge the reasonable cost to Subcontractor.',
      'Subcontractor shall submit any request for a change in price or time within seven (7) days after the event giving rise to it, or the request is waived.',
      'If Owner assesses liquidated damages against Contractor under the Prime Contract for delays caused by Subcontractor, Subcontractor shall be liable for the portion of those liquidated damages attributable to its delay.',
    ],
  },
  {
    file: 'sales-rep-commission-il.txt',
    variant: 'one-sided',
    user: 'Representative',
    other: 'Company',
    parties: [
      ['Dana Kowalski', 'Kowalski Sales Group'],
      ['Midwest Tool & Fastener Corp.', 'Midwest Tool & Fastener'],
    ],
    planted: [
      issue(
        'unilateral-variation',
        'high',
        'Section 1.2 Changes',
        'The Company may, at any time and in its sole discretion, add or remove Products, reduce the Territory, reassign customers, or change the commission rates in Schedule 2, effective upon written notice to the Representative, and such changes shall apply to all orders accepted after the date of the notice.',
      ),
      issue(
        'house-accounts',
        'medium',
        'Section 1.3 House Accounts',
        'The Company may designate any customer as a house account at any time, whether or not the Representative introduced that customer, and no commission shall be payable on sales to any house account.',
      ),
      issue(
        'termination',
        'medium',
        'Section 4.2 Termination by the Company',
        'The Company may terminate this Agreement at any time, with or without cause, effective immediately upon written notice to the Representative.',
      ),
      issue(
        'post-termination-commissions',
        'high',
        'Section 4.4 Post-Termination Commissions',
        "Upon termination of this Agreement for any reason, the Representative's right to commissions shall cease, and no commission shall be payable on any order accepted, shipped or paid after the effective date of termination, even if the order was solicited by the Representative.",
      ),
      issue(
        'non-compete',
        'high',
        'Section 5.1 Non-Competition',
        'During the term of this Agreement and for two (2) years after its termination, the Representative shall not, directly or indirectly, represent, sell or promote any product that competes with the Products anywhere in the United States.',
      ),
      issue(
        'indemnity',
        'medium',
        'Section 6.1 By the Representative',
        "The Representative shall indemnify, defend and hold the Company harmless from and against all claims, losses, liabilities and expenses, including attorneys' fees, arising out of or in any way connected with the Representative's activities under this Agreement.",
      ),
    ],
    tolerated: [
      'The Company may reject any order, and may set prices, credit terms and delivery terms, in its discretion.',
      "The Representative is an independent contractor and shall be responsible for all of the Representative's own expenses, including travel, vehicle, telephone and office costs, and for all taxes on commissions received.",
      'Commissions are earned only when the Company has received full payment from the customer.',
      'If a customer returns Products or is granted a credit after a commission has been paid, the Company may deduct the corresponding commission from future commission payments.',
    ],
  },
  {
    file: 'farm-produce-supply-or.txt',
    variant: 'balanced',
    user: 'Grower',
    other: 'Buyer',
    parties: [
      ['Willamette Greens Farm LLC', 'Willamette Greens Farm'],
      ['Rose City Market Cooperative', 'Rose City Market'],
    ],
    planted: [],
    tolerated: [
      'Buyer may inspect the Products on delivery and may reject any Products that do not meet the standards in Section 3.1 by notifying Grower, with photographs, within twenty-four (24) hours after delivery.',
      "Buyer may visit the farm to review Grower's food safety practices on at least forty-eight (48) hours' notice, not more than twice in a season.",
      'Prices for Products listed on the Effective Date are fixed for the 2025 season.',
      'Neither party shall be liable to the other for lost profits or indirect or consequential damages, except in respect of its indemnity obligations under Section 6.2.',
    ],
  },
  {
    file: 'managed-it-services-uk.txt',
    variant: 'one-sided',
    user: 'Customer',
    other: 'Supplier',
    parties: [
      ['Harrow & Finch Architects Ltd', 'Harrow & Finch'],
      ['Sentinel Systems Ltd', 'Sentinel Systems'],
    ],
    planted: [
      issue(
        'unilateral-variation',
        'medium',
        'Clause 2.2 Services',
        'The Supplier may amend the Service Description from time to time by publishing a revised version on its customer portal, and the revised Service Description shall apply from the date of publication.',
      ),
      issue(
        'price-increase',
        'medium',
        'Clause 4.2 Charges and Payment',
        "The Supplier may increase the Charges on each anniversary of the Commencement Date by the percentage increase in the Retail Prices Index over the preceding twelve months plus five per cent, and may in addition increase the Charges at any time on thirty days' notice to reflect increases in the costs charged to it by its own suppliers.",
      ),
      issue(
        'liability-exclusion',
        'high',
        'Clause 6.2 Limitation of Liability',
        'The Supplier shall not be liable for any loss or corruption of Customer Data, however caused, including where the loss or corruption results from the negligence of the Supplier or its subcontractors.',
      ),
      issue(
        'liability-cap',
        'high',
        'Clause 6.3 Limitation of Liability',
        "Subject to clause 6.1, the Supplier's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed the Charges paid by the Customer in the three months immediately preceding the event giving rise to the claim.",
      ),
      issue(
        'auto-renewal',
        'medium',
        'Clause 7.1 Term and Termination',
        "It shall then automatically renew for successive periods of thirty-six months unless the Customer gives the Supplier not less than six months' written notice to terminate, expiring at the end of the initial term or the relevant renewal period.",
      ),
      issue(
        'early-termination-fees',
        'high',
        'Clause 7.3 Term and Termination',
        "If this Agreement is terminated before the end of the initial term or any renewal period for any reason other than the Supplier's material breach, the Customer shall pay the Supplier on demand all Charges that would have been payable for the remainder of that term.",
      ),
      issue(
        'withholding',
        'medium',
        'Clause 7.4 Term and Termination',
        'The Supplier shall be entitled to retain all administrator credentials, passwords and Customer Data in its possession until all sums due to it under this Agreement have been paid in full.',
      ),
      issue(
        'non-solicit',
        'medium',
        'Clause 8.1 Non-Solicitation',
        'The Customer shall not, during the term of this Agreement and for twelve months after its termination, employ or engage any person who has been employed by the Supplier in the provision of the Services.',
        'If the Customer breaches this clause, it shall pay the Supplier a sum equal to the annual salary of the person concerned.',
      ),
    ],
    tolerated: [
      "If the Supplier fails to meet a service level, the Customer shall be entitled to the service credits set out in Schedule 2, and service credits shall be the Customer's sole and exclusive remedy for that failure.",
      'The Supplier may use subcontractors to perform any part of the Services, but shall remain responsible for the acts and omissions of its subcontractors.',
      'The Supplier shall not be liable for any loss of profits, loss of business or indirect or consequential loss.',
      'The Supplier may assign or subcontract any of its rights and obligations under this Agreement.',
    ],
  },
  {
    file: 'bookkeeping-engagement-letter-uk.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Firm',
    parties: [
      ['Okafor Interiors Ltd', 'Okafor Interiors'],
      ['Pennant Ledger Accountants Ltd', 'Pennant Ledger'],
    ],
    planted: [
      issue(
        'price-increase',
        'medium',
        '3. Fees and payment, paragraph 3.2',
        'We may revise our fees at any time by giving you written notice, and the revised fees will apply from the start of the following month.',
      ),
      issue(
        'late-interest',
        'medium',
        '3. Fees and payment, paragraph 3.4',
        'Overdue invoices will bear interest at three per cent per month, calculated daily from the due date until payment.',
      ),
      issue(
        'withholding',
        'medium',
        '3. Fees and payment, paragraph 3.5',
        'We may retain your books, records and working papers, and may decline to release your Xero subscription to you, until all fees and disbursements owing to us have been paid in full.',
      ),
      issue(
        'liability-cap',
        'high',
        '4. Limitation of our liability, paragraph 4.1',
        'Our aggregate liability to you, whether in contract, tort (including negligence), breach of statutory duty or otherwise, in respect of all services provided under this engagement shall be limited to £2,500.',
      ),
      issue(
        'indemnity',
        'high',
        '4. Limitation of our liability, paragraph 4.3',
        'You agree to indemnify us and our directors and staff against all claims, losses and costs arising from or connected with our work for you, including claims by third parties and including any loss arising from our own negligence.',
      ),
      issue(
        'notice-period-fees',
        'medium',
        '5. Ending this engagement, paragraph 5.1',
        "You may end this engagement by giving us three months' written notice, and the monthly fee will remain payable for the whole of the notice period whether or not you continue to use our services.",
      ),
      issue(
        'termination',
        'high',
        '5. Ending this engagement, paragraph 5.2',
        'We may end this engagement immediately by written notice to you at any time and for any reason.',
      ),
      issue(
        'non-solicit',
        'medium',
        '6. Our staff, paragraph 6.1',
        'You agree that, during our engagement and for eighteen months afterwards, you will not employ, or engage as a self-employed bookkeeper, any member of our staff who has worked on your affairs, without our written consent.',
      ),
    ],
    tolerated: [
      'We will not audit or verify the information you provide to us, and our work cannot be relied on to detect fraud, errors or irregularities.',
      'If we receive information late, we cannot accept responsibility for any penalties or interest arising from late filing.',
      'We will not be liable for any loss arising from our reliance on information supplied by you or on your behalf that is inaccurate or incomplete.',
      'If we do not receive a signed copy but you continue to give us instructions, you will be treated as having accepted these terms.',
    ],
  },
  {
    file: 'trade-show-exhibitor-uk.txt',
    variant: 'one-sided',
    user: 'Exhibitor',
    other: 'Organiser',
    parties: [
      ['Tallowcraft Candles Ltd', 'Tallowcraft Candles'],
      ['Expoforge Events Ltd', 'Expoforge Events'],
    ],
    planted: [
      issue(
        'deposit-kept',
        'medium',
        'Clause 3.1 Cancellation by the Exhibitor',
        'The deposit is non-refundable in all circumstances.',
      ),
      issue(
        'cancellation-charges',
        'high',
        'Clause 3.2 Cancellation by the Exhibitor',
        'If the Exhibitor cancels more than 120 days before the first open day of the Event, it shall pay 50% of the Stand Fee.',
        'If the Exhibitor cancels 120 days or less before the first open day, or fails to occupy the Stand, the full Stand Fee shall be payable, whether or not the Organiser is able to re-let the Stand.',
      ),
      issue(
        'unilateral-variation',
        'high',
        'Clause 4.1 Changes to or Cancellation of the Event',
        "The Organiser reserves the right to change the dates, opening hours or venue of the Event, or to postpone it, and the Exhibitor's booking shall transfer to the rescheduled Event without any refund or reduction of the Stand Fee.",
      ),
      issue(
        'monies-retained',
        'high',
        'Clause 4.2 Changes to or Cancellation of the Event',
        "If the Event is cancelled or abandoned for any reason beyond the Organiser's control, the Organiser shall be entitled to retain all monies received from the Exhibitor and shall have no further liability to the Exhibitor.",
      ),
      issue(
        'liability-exclusion',
        'high',
        'Clause 6.2 Liability and Insurance',
        "Save in respect of death or personal injury caused by its negligence, the Organiser shall not be liable for any loss of or damage to the Exhibitor's goods, stand fittings or other property, howsoever caused, including by the negligence of the Organiser, its employees or contractors.",
      ),
      issue(
        'indemnity',
        'medium',
        'Clause 6.4 Liability and Insurance',
        "The Exhibitor shall indemnify the Organiser against all claims, costs and losses arising out of the Exhibitor's participation in the Event, including any act or omission of the Exhibitor's staff, agents or visitors to the Stand.",
      ),
      issue(
        'broad-licence',
        'medium',
        'Clause 7.2 Promotion and Use of Materials',
        "The Exhibitor grants the Organiser a perpetual, irrevocable, royalty-free licence to use the Exhibitor's name, logos, product images and any photographs or video of the Stand in any media for the purpose of promoting the Event and any other event organised by the Organiser.",
      ),
      issue(
        'unilateral-variation-rules',
        'medium',
        'Clause 8.1 Rules',
        "The Organiser may amend the Rules at any time, and any amended Rules shall bind the Exhibitor from the date they are published on the Organiser's website.",
      ),
    ],
    tolerated: [
      'The Organiser may re-let the Stand if any payment is not received by the due date, without releasing the Exhibitor from its obligation to pay the Stand Fee.',
      'The Organiser may alter the floor plan and relocate the Stand to a comparable location if it reasonably considers this necessary for the operation of the Event, and will give the Exhibitor as much notice as is practicable.',
      "The Exhibitor shall use the Organiser's appointed contractors for all electrical installations, rigging and floor coverings at the rates published in the Exhibitor Manual.",
      "The Organiser's total liability to the Exhibitor under this contract shall in no circumstances exceed the Stand Fee actually paid.",
    ],
  },
  {
    file: 'business-loan-guarantee-on.txt',
    variant: 'one-sided',
    user: 'Borrower',
    other: 'Lender',
    parties: [
      ['Ridgeback Auto Detailing Inc.', 'Ridgeback Auto Detailing'],
      ['Maple Crown Capital Inc.', 'Maple Crown Capital'],
    ],
    planted: [
      issue(
        'prepayment-charge',
        'medium',
        'Section 2.2 Prepayment',
        "The Borrower may prepay the Loan in whole, but not in part, on thirty (30) days' written notice, provided that the Borrower pays, together with the principal outstanding, all interest that would have accrued on the Loan from the date of prepayment to the scheduled maturity date.",
      ),
      issue(
        'late-interest',
        'high',
        'Section 2.3 Overdue Amounts',
        'Any amount not paid when due shall bear interest at the rate of three percent (3%) per month, compounded monthly, from the due date until paid in full.',
      ),
      issue(
        'unilateral-fees',
        'medium',
        'Section 2.4 Fees',
        'The Lender may introduce or change administration, renewal, or servicing fees at any time by notice to the Borrower, and those fees shall be added to the amount owing under the Loan.',
      ),
      issue(
        'discretionary-default',
        'high',
        'Section 5.1 Events of Default',
        'Each of the following is an Event of Default: (a) the Borrower fails to pay any amount within five (5) days after it is due; (b) the Borrower breaches any other covenant and does not remedy it within fifteen (15) days after notice; (c) the Borrower or the Guarantor becomes bankrupt or insolvent; (d) the Lender, acting in its sole discretion, considers that a material adverse change has occurred in the financial condition of the Borrower or the Guarantor, or otherwise deems itself insecure.',
      ),
      issue(
        'set-off',
        'medium',
        'Section 5.3 Set-Off',
        'The Lender may at any time, without notice, set off and apply any money held by it or any of its affiliates for the account of the Borrower or the Guarantor against any amount owing under this Agreement.',
      ),
      issue(
        'personal-guarantee',
        'high',
        'Section 6.1 Guarantee',
        'In consideration of the Lender making the Loan, the Guarantor unconditionally and irrevocably guarantees, as principal debtor and not merely as surety, the payment of all present and future debts and liabilities of the Borrower to the Lender, whether under this Agreement or otherwise, without limit as to amount.',
      ),
      issue(
        'forum',
        'medium',
        'Section 7.1 Governing Law and Jurisdiction',
        'This Agreement is governed by the laws of the Province of Alberta and the federal laws of Canada applicable there, and the Borrower and the Guarantor irrevocably attorn to the exclusive jurisdiction of the courts of Alberta sitting in Calgary.',
      ),
    ],
    tolerated: [
      "Without the Lender's prior written consent, the Borrower shall not incur any further borrowed money indebtedness exceeding $25,000 in aggregate, sell any of its assets other than in the ordinary course of business, or change its control.",
      "The Borrower shall permit the Lender's representatives to inspect its premises and books of account during normal business hours upon three (3) business days' notice.",
      'Upon the occurrence of an Event of Default, the Lender may declare the whole of the Loan, accrued interest, and all other amounts owing under this Agreement immediately due and payable, and may enforce its security without further notice.',
      'The Borrower shall pay all reasonable legal fees and expenses incurred by the Lender in enforcing this Agreement or its security.',
      'The Lender may assign or sell all or any part of its interest in the Loan without notice to the Borrower.',
    ],
  },
  {
    file: 'translation-services-bc.txt',
    variant: 'balanced',
    user: 'Translator',
    other: 'Client',
    parties: [
      ['Aiko Brennan', 'Brennan Language Services'],
      ['Fraserview Medical Devices Inc.', 'Fraserview Medical Devices'],
    ],
    planted: [],
    tolerated: [
      'For each Work Order, the Translator shall correct any errors of translation identified by the Client within thirty (30) days after delivery, at no additional charge.',
      "Upon payment in full of the fee for a Work Order, the Translator assigns to the Client all copyright in the translations delivered under that Work Order, and waives the Translator's moral rights in them to the extent the Client requires to publish and adapt them.",
      "Except for breach of confidentiality, each party's total liability to the other in connection with a Work Order is limited to the greater of the fee for that Work Order and $10,000.",
      'Overdue amounts bear interest at one percent (1%) per month.',
      "The Translator shall not subcontract any Work Order without the Client's written consent.",
    ],
  },
  {
    file: 'coworking-membership-nsw.txt',
    variant: 'one-sided',
    user: 'Member',
    other: 'Operator',
    parties: [
      ['Saltbush Studio Pty Ltd', 'Saltbush Studio'],
      ['HiveSpace Pty Ltd', 'HiveSpace'],
    ],
    planted: [
      issue(
        'relocation',
        'medium',
        'Clause 1.4 Services',
        "The Operator may, on giving the Member at least 24 hours' notice, move the Member to another office within the Centre or at any other HiveSpace centre in the Sydney metropolitan area, and the Membership Fee will not be reduced as a result of the move.",
      ),
      issue(
        'price-increase',
        'medium',
        'Clause 2.2 Fees and Deposit',
        "The Operator may increase the Membership Fee at any time by giving the Member 30 days' notice by email, and the increased fee will apply from the next monthly payment.",
      ),
      issue(
        'deposit-kept',
        'medium',
        'Clause 2.3 Fees and Deposit',
        'The Operator will refund the balance of the deposit within 90 days after the end of this agreement, less any amount the Operator determines in its discretion is required to cover cleaning, reinstatement, administration or other costs.',
      ),
      issue(
        'auto-renewal',
        'medium',
        'Clause 3.1 Term and Ending the Agreement',
        "At the end of the Initial Term, this agreement will automatically renew for a further term equal to the Initial Term, and on each renewal the Membership Fee will increase to the Operator's then-current standard rate, unless the Member gives written notice of termination at least 3 months before the end of the current term.",
      ),
      issue(
        'termination',
        'high',
        'Clause 3.2 Term and Ending the Agreement',
        "The Operator may terminate this agreement at any time and for any reason by giving the Member 7 days' notice in writing.",
      ),
      issue(
        'remaining-fees-due',
        'high',
        'Clause 3.4 Term and Ending the Agreement',
        "If this agreement ends before the end of the current term because of the Member's breach, or if the Member leaves the Office before the end of the current term, the Member must pay, as a debt due immediately, the Membership Fees for the rest of the current term.",
      ),
      issue(
        'non-solicit',
        'medium',
        "Clause 4.3 Member's Obligations",
        'The Member must not, during the term of this agreement or for 12 months after it ends, employ or engage any employee of the Operator, or solicit any other member of the Centre to move to a competing workspace provider.',
      ),
      issue(
        'liability-exclusion',
        'high',
        'Clause 5.1 Liability',
        "To the maximum extent permitted by law, the Operator is not liable for any loss, damage or claim arising from the Member's use of the Centre, including loss of or damage to the Member's property, interruption to internet or other services, or unauthorised access to the Member's data over the Centre network, even if caused by the negligence of the Operator or its staff.",
      ),
    ],
    tolerated: [
      "Except in an emergency, the Operator will give the Member 24 hours' notice before entering for maintenance or repairs.",
      "If the Member does not pay an amount when due, the Operator may suspend the Member's access cards until the amount is paid, after giving at least 5 business days' notice.",
      'The Operator may dispose of any items left behind after 7 days.',
      "The Member indemnifies the Operator against all claims, losses and costs arising from the Member's use of the Centre or any breach of this agreement by the Member or its employees and visitors.",
    ],
  },
  {
    file: 'white-label-manufacturing-ie.txt',
    variant: 'one-sided',
    user: 'Brand Owner',
    other: 'Manufacturer',
    parties: [
      ['Wren & Moss Skincare Limited', 'Wren & Moss'],
      ['Glenmore Cosmetics Manufacturing Limited', 'Glenmore Cosmetics'],
    ],
    planted: [
      issue(
        'exclusivity',
        'high',
        'Clause 2.2 Appointment and Exclusivity',
        'During the term of this Agreement, the Brand Owner shall purchase all of its requirements for the Products, and for any other skincare product sold under the Brand, exclusively from the Manufacturer, and shall not have any such products manufactured by any third party.',
      ),
      issue(
        'minimum-purchase',
        'medium',
        'Clause 2.3 Appointment and Exclusivity',
        'If the Brand Owner orders fewer units in any contract year, it shall pay the Manufacturer, within 30 days of the end of that year, the full price of the shortfall as if those units had been ordered.',
      ),
      issue(
        'deposit-kept',
        'medium',
        'Clause 3.2 Orders, Price and Payment',
        'The Brand Owner shall pay a deposit of 50% of the price of each order when placing it, and the deposit shall not be refundable if the order is subsequently cancelled or varied by the Brand Owner for any reason.',
      ),
      issue(
        'price-increase',
        'medium',
        'Clause 3.3 Orders, Price and Payment',
        'The Manufacturer may revise its prices at any time by written notice, and revised prices shall apply to all orders delivered after the date of the notice, including orders already accepted.',
      ),
      issue(
        'ip-ownership',
        'high',
        'Clause 5.2 Intellectual Property',
        'All rights in the Formulations, including any Formulation developed or modified by the Manufacturer at the request of the Brand Owner or from a brief supplied by the Brand Owner, shall belong to the Manufacturer absolutely, and the Brand Owner shall not use any Formulation, or any product made to a substantially similar formulation, with any other manufacturer during the term of this Agreement or at any time afterwards.',
      ),
      issue(
        'liability-cap',
        'high',
        'Clause 6.2 Liability',
        "The Manufacturer's total liability in respect of any claim, whether arising in contract, tort (including negligence) or otherwise, shall not exceed the price paid for the batch of Products to which the claim relates, and the Manufacturer shall have no liability for any product recall costs, loss of profit, loss of goodwill or any indirect loss.",
      ),
      issue(
        'termination',
        'medium',
        'Clause 7.2 Term and Termination',
        "The Manufacturer may terminate this Agreement at any time by giving the Brand Owner 30 days' written notice.",
        "The Brand Owner may not terminate this Agreement during the initial term except for the Manufacturer's material breach that remains unremedied 60 days after notice.",
      ),
      issue(
        'arbitration',
        'medium',
        'Clause 9.2 Disputes and Governing Law',
        'Any dispute arising out of this Agreement shall be referred to arbitration in Dublin by a sole arbitrator nominated by the Manufacturer, and the award shall be final and binding on the parties.',
      ),
    ],
    tolerated: [
      'Each order shall be for a minimum batch of 2,000 units per Product.',
      'The Brand Owner shall inspect the Products on delivery and notify the Manufacturer of any defect within 14 days of delivery, failing which the Products shall be deemed accepted, save for latent defects not discoverable on reasonable inspection.',
      "The Brand Owner shall indemnify the Manufacturer against all claims arising from the marketing, labelling claims or sale of the Products by the Brand Owner, save to the extent caused by the Manufacturer's failure to comply with the Specifications.",
      "On termination, the Brand Owner shall purchase, at the then-current price, all finished Products, packaging and raw materials held by the Manufacturer for the Brand Owner's orders.",
    ],
  },
];
