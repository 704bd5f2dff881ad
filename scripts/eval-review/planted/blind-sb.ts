import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A blind batch of 13 small-business contracts (./blind-sb/*.txt), written for the reviewer's final measurement by
// someone who had not read its rules: design services, an influencer deal, residential and shop leases, employment,
// SaaS terms, wholesale supply, an NDA that is mutual in name and one-way in effect, software development, a personal
// loan, event photography, and two balanced contracts (consulting, equipment rental). Each is read for the weaker
// party. Planted issues are whole sentences (any one of the listed wordings matches a finding's quote); `tolerated`
// sentences are defensible either way and count neither as found nor as wrong. The first line of each file
// ("# parties: User | Other") is not contract text. Its first run is the figure reported.

export type BlindSeverity = 'high' | 'medium';

export interface BlindIssue {
  readonly id: string;
  readonly severity: BlindSeverity;
  readonly texts: readonly string[];
  readonly location: string;
}

export interface BlindContract {
  readonly file: string;
  readonly variant: 'one-sided' | 'balanced';
  readonly user: string;
  readonly other: string;
  /** Each party as a list of acceptable names (any one found counts). */
  readonly parties: readonly (readonly string[])[];
  readonly planted: readonly BlindIssue[];
  readonly tolerated?: readonly string[];
}

export const issue = (
  id: string,
  severity: BlindSeverity,
  location: string,
  ...texts: string[]
): BlindIssue => ({
  id,
  severity,
  location,
  texts,
});

export const BLIND_SB: readonly BlindContract[] = [
  {
    file: 'design-services.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Studio',
    parties: [['Northpaw Creative Studio'], ['Little Fern Cafe']],
    planted: [
      issue(
        'ip-ownership',
        'high',
        'Section 3.1 Ownership',
        'The Studio retains all right, title and interest, including all copyright, in the Deliverables, all drafts and all concepts, whether or not used.',
        'The Client receives a non-exclusive licence to display the final logo and signage at its cafe premises only.',
      ),
      issue(
        'termination-one-sided',
        'medium',
        'Section 4.2 Term and Termination',
        "The Studio may terminate this Agreement at any time without cause on ninety (90) days' written notice to the Client.",
      ),
      issue(
        'acceleration',
        'high',
        'Section 4.3 Term and Termination',
        'If the Client ends this Agreement for any reason before completion, all remaining fees under Section 2.1 become immediately due and payable.',
      ),
      issue(
        'cap',
        'high',
        'Section 5.1 Liability',
        "The Studio's total liability for any claim arising out of this Agreement shall not exceed one hundred dollars ($100).",
      ),
      issue(
        'arbitrator',
        'high',
        'Section 6.1 Disputes',
        'Any dispute shall be settled by binding arbitration before a single arbitrator appointed by the Studio, in Denver, Colorado.',
      ),
    ],
    tolerated: [
      'Overdue amounts bear interest at 1.5% per month.',
      'Further revisions are charged at $95 per hour.',
      'The Client is responsible for checking that the Deliverables do not infringe any trademark before use.',
      'The Studio may display the Deliverables in its portfolio and on social media.',
    ],
  },
  {
    file: 'influencer.txt',
    variant: 'one-sided',
    user: 'Creator',
    other: 'Brand',
    parties: [['Lumiere Skin Labs'], ['Talia Okafor']],
    planted: [
      issue(
        'unpaid-work',
        'high',
        'Section 1.2 Campaign',
        'Creator shall make any changes to the Content that Brand requests, as many times as Brand requests, at no additional charge.',
      ),
      issue(
        'payment-slow',
        'medium',
        'Section 2.2 Compensation',
        'Payment will be made within one hundred twenty (120) days after the end of the campaign.',
      ),
      issue(
        'payment-discretion',
        'high',
        'Section 2.3 Compensation',
        'Brand may withhold all or part of the fee if, in its sole discretion, it is not satisfied with the performance of the Content.',
      ),
      issue(
        'image-rights',
        'high',
        'Section 3.1 Usage Rights',
        "Creator grants Brand a perpetual, irrevocable, worldwide, royalty-free right to use the Content and Creator's name, image and likeness in any media, including paid advertising, without further payment.",
      ),
      issue(
        'non-compete',
        'high',
        'Section 4.1 Exclusivity',
        'For twenty-four (24) months after the campaign ends, Creator shall not promote, endorse or appear in content for any skincare, cosmetics or beauty brand.',
      ),
      issue(
        'indemnity',
        'high',
        'Section 5.1 Indemnity',
        'Creator shall indemnify and hold harmless Brand from any and all claims, losses and costs arising out of or relating to the Content or this agreement, however caused.',
      ),
      issue(
        'termination-no-pay',
        'high',
        'Section 6.1 Termination',
        'Brand may cancel the campaign at any time before the last post is published, and in that case owes Creator nothing for Content already published.',
      ),
      issue(
        'law',
        'medium',
        'Section 7.1 Law',
        'This agreement is governed by the laws of the State of New York, and the parties submit to the exclusive jurisdiction of the courts of New York County.',
      ),
    ],
  },
  {
    file: 'residential-lease.txt',
    variant: 'one-sided',
    user: 'Tenant',
    other: 'Landlord',
    parties: [['Harlow Street Rentals'], ['Jamal Whitaker']],
    planted: [
      issue(
        'renewal',
        'medium',
        'Section 2.2 Term',
        'This lease renews automatically for further twelve-month terms unless Tenant gives written notice at least ninety (90) days before the end of the term.',
      ),
      issue(
        'late-fee',
        'high',
        'Section 3.2 Rent',
        'Rent received after the 3rd of the month incurs a late charge of $40 per day until paid.',
      ),
      issue(
        'amendment',
        'high',
        'Section 3.3 Rent',
        "Landlord may increase the rent at any time by giving Tenant fifteen (15) days' notice.",
      ),
      issue(
        'deposit',
        'high',
        'Section 4.1 Security Deposit',
        'The deposit is non-refundable and Landlord shall keep it at the end of the lease whatever the condition of the Premises.',
      ),
      issue(
        'entry',
        'high',
        'Section 5.1 Entry',
        'Landlord and its agents may enter the Premises at any time, with or without notice, for any purpose.',
      ),
      issue(
        'structural-repair',
        'high',
        'Section 6.1 Repairs',
        "Tenant is responsible for all repairs to the Premises, including plumbing, heating, electrical systems and the roof, at Tenant's cost.",
      ),
      issue(
        'exclusion',
        'high',
        'Section 7.1 Liability',
        "Landlord is not liable for any injury, loss or damage to Tenant or Tenant's guests or property, including damage caused by Landlord's own negligence.",
      ),
      issue(
        'termination-no-cure',
        'high',
        'Section 8.1 Default',
        'If Tenant breaches any term of this lease, Landlord may terminate the lease immediately and change the locks.',
      ),
    ],
  },
  {
    file: 'shop-lease.txt',
    variant: 'one-sided',
    user: 'Tenant',
    other: 'Landlord',
    parties: [['Beacon Arcade Properties'], ['Penny Lane Florist']],
    planted: [
      issue(
        'rent-review',
        'high',
        'Section 2.2 Rent',
        'On each anniversary of the term the rent shall be reviewed to such amount as the Landlord decides, provided that the rent shall never decrease.',
      ),
      issue(
        'relocation',
        'high',
        'Section 3.1 Relocation',
        "The Landlord may at any time require the Tenant to move to another unit in the arcade chosen by the Landlord, at the Tenant's own expense.",
      ),
      issue(
        'assignment',
        'medium',
        'Section 5.1 Assignment',
        'The Tenant shall not assign, sublet or share possession of all or part of the Shop.',
      ),
      issue(
        'guarantee',
        'high',
        'Section 6.1 Guarantee',
        "In consideration of this Lease, Ruth Ainsworth, director of the Tenant, personally guarantees the payment of the rent and the performance of the Tenant's obligations.",
      ),
      issue(
        'acceleration',
        'high',
        'Section 7.1 Default',
        'If the Tenant fails to pay any rent within seven (7) days after it is due, the Landlord may forfeit this Lease and the rent for the whole of the remaining term shall immediately become due and payable.',
      ),
      issue(
        'termination',
        'high',
        'Section 8.1 Redevelopment',
        "The Landlord may end this Lease at any time on one month's notice if it intends to redevelop the arcade, and no compensation shall be payable to the Tenant.",
      ),
    ],
  },
  {
    file: 'employment.txt',
    variant: 'one-sided',
    user: 'Employee',
    other: 'Employer',
    parties: [['Redwood Valley Logistics'], ['Carlos Mendoza']],
    planted: [
      issue(
        'amendment',
        'medium',
        'Section 1.2 Position and Duties',
        "Employer may change Employee's duties, title, place of work and working hours at any time and at its sole discretion.",
      ),
      issue(
        'overtime',
        'high',
        'Section 2.2 Pay and Hours',
        "Employee's salary covers all hours worked, and no overtime or additional pay will be paid for hours worked beyond forty (40) in a week.",
      ),
      issue(
        'deductions',
        'high',
        'Section 2.3 Pay and Hours',
        "Employer may deduct from Employee's wages, including the final paycheck, the cost of any lost or damaged equipment, uniforms and training courses.",
      ),
      issue(
        'short-notice',
        'medium',
        'Section 3.1 Termination',
        "Either party may end employment by giving one (1) week's written notice, regardless of the Employee's length of service.",
      ),
      issue(
        'termination',
        'medium',
        'Section 3.2 Termination',
        'Employer may terminate employment immediately without notice for any reason it considers sufficient.',
      ),
      issue(
        'ip',
        'high',
        'Section 4.1 Inventions',
        "Employee assigns to Employer all inventions, works and ideas that Employee creates during the period of employment, whether or not during working hours or using Employer's equipment.",
      ),
      issue(
        'non-compete',
        'high',
        'Section 5.1 Restrictions',
        'For two (2) years after employment ends, Employee shall not work for any logistics, warehousing or transport business anywhere in the United States.',
      ),
    ],
  },
  {
    file: 'saas.txt',
    variant: 'one-sided',
    user: 'Customer',
    other: 'Provider',
    parties: [['Stackwise Cloud'], ['Oak & Ember Catering']],
    planted: [
      issue(
        'renewal',
        'medium',
        'Section 1.2 Subscription',
        'The subscription runs for one (1) year and renews automatically for successive one-year periods unless Customer cancels at least ninety (90) days before renewal.',
        'Provider may decline to renew at any time.',
      ),
      issue(
        'price-change',
        'high',
        'Section 2.2 Fees',
        'Provider may change the fees at any time by posting new prices on its website.',
      ),
      issue(
        'suspension',
        'high',
        'Section 2.3 Fees',
        "Provider may suspend Customer's access to the Service at any time and without notice if it believes any amount is overdue.",
      ),
      issue(
        'data-deletion',
        'high',
        'Section 3.2 Customer Data',
        'On expiry or termination of the subscription, Provider will delete all Customer Data immediately and will have no obligation to return or export it.',
      ),
      issue(
        'termination',
        'high',
        'Section 4.1 Termination',
        'Provider may terminate the subscription at any time for convenience with immediate effect.',
        'No fees paid are refundable.',
      ),
      issue(
        'exclusion',
        'high',
        'Section 5.1 Liability',
        'Provider shall have no liability whatsoever to Customer for any loss or damage of any kind, whether arising in contract, tort (including negligence) or otherwise.',
      ),
      issue(
        'indemnity',
        'high',
        'Section 6.1 Indemnity',
        "Customer shall defend and indemnify Provider against any claims, losses and expenses arising from Customer's use of the Service, regardless of cause.",
      ),
      issue(
        'law',
        'medium',
        'Section 7.1 Law',
        'These Terms are governed by the laws of the State of Delaware and any dispute shall be brought exclusively in the courts of Wilmington, Delaware.',
      ),
    ],
  },
  {
    file: 'supply.txt',
    variant: 'one-sided',
    user: 'Retailer',
    other: 'Supplier',
    parties: [['Cedar Hill Pottery'], ['Marigold Home Goods']],
    planted: [
      issue(
        'minimum-purchase',
        'high',
        'Section 1.2 Products',
        'If it orders fewer, the Retailer shall pay for the shortfall at the full wholesale price as if ordered.',
        'The Retailer shall order at least 1,200 units per calendar quarter.',
      ),
      issue(
        'exclusive-purchase',
        'medium',
        'Section 1.3 Products',
        'During the term the Retailer shall buy stoneware only from the Supplier and from no other maker.',
      ),
      issue(
        'price-change',
        'high',
        'Section 2.1 Prices',
        "The Supplier may change any price on seven (7) days' notice to the Retailer, and the new price applies to orders already placed.",
      ),
      issue(
        'defect-window',
        'high',
        'Section 3.2 Delivery and Inspection',
        'The Retailer must report any damaged or defective Products within forty-eight (48) hours of delivery, after which the Products are treated as accepted and no claim may be made.',
      ),
      issue(
        'cap',
        'high',
        'Section 5.1 Liability',
        "The Supplier's total liability under this Agreement shall not exceed five hundred dollars ($500).",
      ),
    ],
    tolerated: [
      "Risk in the Products passes to the Retailer when they leave the Supplier's premises.",
      'This Agreement lasts two (2) years from its date and then renews for further two-year periods unless either party gives notice at least six (6) months before the end of a period.',
      // The supplier's home law (Vermont) for a Massachusetts retailer: a fair low finding, not planted.
      'This Agreement is governed by the laws of the State of Vermont.',
    ],
  },
  {
    file: 'nda-one-way.txt',
    variant: 'one-sided',
    user: 'Recipient',
    other: 'Company',
    parties: [['Halcyon Drone Systems'], ['Wren Aerial Surveys', 'Priya Nair']],
    planted: [
      issue(
        'scope',
        'high',
        'Section 2.1 Confidential Information',
        '"Confidential Information" means all information disclosed by the Company, in any form, whether or not marked confidential, including information that is or later becomes publicly available.',
      ),
      issue(
        'perpetual',
        'high',
        'Section 3.2 Obligations',
        "The Recipient's obligations under this agreement continue forever and survive any termination.",
      ),
      issue(
        'non-compete',
        'high',
        'Section 4.1 Non-Solicitation and Non-Competition',
        "For three (3) years from the date of this agreement the Recipient shall not sell, resell or operate any drone or aerial survey product that competes with the Company's products in Australia or New Zealand.",
      ),
      issue(
        'penalty',
        'high',
        'Section 5.1 Remedies',
        'For each breach the Recipient shall pay the Company liquidated damages of AUD 50,000, without the Company needing to prove any loss.',
      ),
    ],
    tolerated: [
      'The Company may terminate this agreement at any time.',
      "The Recipient's obligations survive termination.",
    ],
  },
  {
    file: 'software-development.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Developer',
    parties: [['Brightline Apps'], ['Harbor Pediatric Dentistry']],
    planted: [
      issue(
        'change-pricing',
        'high',
        'Section 1.2 Project',
        "Developer may charge for any work it considers outside Exhibit A at its then-current hourly rates, without Client's prior approval.",
      ),
      issue(
        'deemed-acceptance',
        'high',
        'Section 3.1 Acceptance',
        'Client shall test each delivery and notify Developer of any defects within two (2) business days after delivery.',
        'If Client does not do so, the delivery is deemed accepted and Developer has no further obligation to correct defects.',
      ),
      issue(
        'ip',
        'high',
        'Section 4.1 Intellectual Property',
        'Developer owns all rights in the App, its source code and all related materials.',
        'Developer grants Client a non-exclusive licence to use the App, which Developer may revoke if any amount owed is unpaid or if Developer ceases to support the App.',
      ),
      issue(
        'acceleration',
        'high',
        'Section 5.1 Termination',
        "Client may terminate this Agreement on thirty (30) days' written notice, in which case Client shall pay all milestone payments not yet paid, whether or not the related work has been performed.",
      ),
      issue(
        'warranty',
        'medium',
        'Section 6.1 Warranty and Liability',
        'The App is provided "as is" and Developer gives no warranty of any kind.',
      ),
      issue(
        'cap',
        'high',
        'Section 6.2 Warranty and Liability',
        "Developer's total liability under this Agreement shall not exceed one thousand dollars ($1,000).",
      ),
    ],
  },
  {
    file: 'personal-loan.txt',
    variant: 'one-sided',
    user: 'Borrower',
    other: 'Lender',
    parties: [['Desmond Clarke'], ['Naomi Brooks']],
    planted: [
      issue(
        'interest',
        'high',
        'Section 2.1 Interest',
        'The Loan bears interest at four percent (4%) per month on the unpaid balance.',
      ),
      issue(
        'acceleration',
        'high',
        'Section 4.1 Default',
        'If any payment is missed, the whole unpaid balance together with all interest that would have accrued to the end of the term becomes immediately due without notice or demand.',
      ),
      issue(
        'collection-costs',
        'medium',
        'Section 4.2 Default',
        "The Borrower shall pay all costs of collection, including the Lender's attorney's fees, whether or not a lawsuit is filed.",
      ),
      issue(
        'repossession',
        'high',
        'Section 5.1 Security',
        "The Borrower grants the Lender a security interest in the Borrower's 2019 Honda Civic, which the Lender may repossess without notice on any default.",
      ),
      issue(
        'jury',
        'medium',
        'Section 6.1 Waivers',
        'The Borrower waives any right to a trial by jury in any action relating to this Agreement.',
      ),
    ],
    tolerated: ['A payment received more than three (3) days late incurs a late fee of $75.'],
  },
  {
    file: 'event-photography.txt',
    variant: 'one-sided',
    user: 'Client',
    other: 'Photographer',
    parties: [['Shutterbloom Photography'], ['Grayson & Hale Accounting']],
    planted: [
      issue(
        'substitution',
        'medium',
        'Section 1.2 Event',
        'Photographer may send any associate photographer of its choosing in place of the lead photographer.',
      ),
      issue(
        'retainer',
        'high',
        'Section 2.1 Fees',
        'The retainer is non-refundable in all circumstances, including if Photographer cancels.',
      ),
      issue(
        'overtime-charge',
        'medium',
        'Section 2.2 Fees',
        'Coverage beyond 10:00 pm is charged automatically at $350 per hour or part of an hour.',
      ),
      issue(
        'late-delivery',
        'medium',
        'Section 3.1 Delivery',
        'Photographer will deliver edited images within six (6) months after the event.',
      ),
      issue(
        'usage',
        'medium',
        'Section 4.1 Images',
        "Client may use the images only for internal, non-commercial purposes and may not post them on social media or use them in marketing without Photographer's written consent.",
      ),
      issue(
        'cap',
        'high',
        'Section 5.1 Liability',
        "If Photographer fails to attend the event or the images are lost for any reason, Photographer's liability is limited to returning any amount paid above the retainer.",
      ),
      issue(
        'cancellation',
        'medium',
        'Section 6.1 Cancellation',
        'If Client cancels less than sixty (60) days before the event, the full fee is payable.',
      ),
    ],
    tolerated: ['Photographer owns the copyright in all images.'],
  },
  {
    file: 'consulting-balanced.txt',
    variant: 'balanced',
    user: 'Client',
    other: 'Consultant',
    parties: [['Pinecrest Dental Group'], ['Aurora Compliance Advisors']],
    planted: [],
  },
  {
    file: 'equipment-rental-balanced.txt',
    variant: 'balanced',
    user: 'Renter',
    other: 'Owner',
    parties: [['Prairie Lift Rentals'], ['Northgate Roofing']],
    planted: [],
  },
];

// `folder` is the batch's directory beside this file (blind-sb2 keeps its contracts in ./blind-sb2).
export function blindText(contract: BlindContract, folder = 'blind-sb'): string {
  const raw = readFileSync(join(import.meta.dirname, folder, contract.file), 'utf8');
  const text = raw.replace(/^# parties:[^\n]*\n/, '');
  for (const planted of contract.planted)
    for (const wording of planted.texts)
      if (!text.includes(wording)) throw new Error(`${contract.file}: planted text not found: ${wording}`);
  return text;
}
