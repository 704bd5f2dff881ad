// Realistic conversations for every contract type, shared by the tests and the benchmark.
// `story` is what a user might type unprompted; `answers` are bare replies to each question.

export interface SampleConversation {
  typeId: string;
  contractName: string;
  story: readonly string[];
  /** Facts the story must yield, exactly. */
  expected: Readonly<Record<string, string>>;
  answers: Readonly<Record<string, string>>;
}

export const SAMPLE_CONVERSATIONS: readonly SampleConversation[] = [
  {
    typeId: 'service-agreement',
    contractName: 'Website build for Acme',
    story: [
      "I'm a freelance web designer and need a service agreement with my client Acme LLC.",
      "I'll design and build a five-page website for them for $2,500, 50% upfront and 50% on completion.",
      'My name is Jane Doe.',
      'They will pay by bank transfer. Work starts March 3, 2026 and should be finished by 2026-05-01.',
      'It should be governed by California law.',
    ],
    expected: {
      'CLIENT NAME': 'Acme LLC', 'CLIENT TYPE': 'limited liability company', 'SERVICE PROVIDER NAME': 'Jane Doe', 'PROVIDER TYPE': 'individual',
      'PAYMENT AMOUNT': '$2,500', 'PAYMENT SCHEDULE': '50% upfront and 50% on completion', 'PAYMENT METHOD': 'bank transfer',
      'START DATE': 'March 3, 2026', 'END DATE': 'May 1, 2026', JURISDICTION: 'State of California',
      'SERVICE DESCRIPTION': 'design and build a five-page website',
    },
    answers: {
      'CLIENT NAME': 'Acme LLC', 'SERVICE PROVIDER NAME': 'Jane Doe', 'SERVICE DESCRIPTION': 'Design and build a five-page marketing website',
      'PAYMENT AMOUNT': '$2,500', 'PAYMENT SCHEDULE': 'net 30', 'PAYMENT METHOD': 'PayPal', 'START DATE': 'March 3, 2026',
      'END DATE': 'June 30, 2026', JURISDICTION: 'New York', 'CLIENT TYPE': 'LLC', 'PROVIDER TYPE': 'individual', DATE: 'March 1, 2026',
    },
  },
  {
    typeId: 'independent-contractor',
    contractName: 'Contractor agreement',
    story: [
      'We need an independent contractor agreement. Our company is Brightline Media Inc. and the contractor is Carlos Ruiz.',
      'The scope of work is editing two videos per week for our YouTube channel.',
      'He gets $40 per hour, paid every two weeks via direct deposit, starting April 1, 2026.',
      'The engagement ends December 31, 2026 and Texas law applies.',
    ],
    expected: {
      'COMPANY NAME': 'Brightline Media Inc.', 'COMPANY TYPE': 'corporation', 'CONTRACTOR NAME': 'Carlos Ruiz',
      'SCOPE OF WORK': 'editing two videos per week for our YouTube channel', COMPENSATION: '$40 per hour', 'PAYMENT SCHEDULE': 'every two weeks',
      'PAYMENT METHOD': 'direct deposit', 'START DATE': 'April 1, 2026', 'END DATE': 'December 31, 2026', JURISDICTION: 'State of Texas',
    },
    answers: {
      'COMPANY NAME': 'Brightline Media Inc.', 'CONTRACTOR NAME': 'Carlos Ruiz', 'SCOPE OF WORK': 'Video editing for our YouTube channel',
      COMPENSATION: '$40 per hour', 'PAYMENT SCHEDULE': 'every two weeks', 'PAYMENT METHOD': 'direct deposit', 'START DATE': '4/1/2026',
      'END DATE': '12/31/2026', JURISDICTION: 'Texas', 'COMPANY TYPE': 'corporation', 'CONTRACTOR TYPE': 'individual', DATE: '2026-03-20',
    },
  },
  {
    typeId: 'consulting',
    contractName: 'Marketing consulting',
    story: [
      "I'm a marketing consultant and need a consulting agreement. My firm is Northwind Advisory LLC.",
      'The client is Blue Harbor Foods Corp., a Delaware corporation.',
      'I will advise on their go-to-market strategy for a new product line.',
      'My rate is $175 per hour, invoiced monthly, paid by check.',
      'We start on May 4, 2026 for 6 months, governed by the laws of New York.',
    ],
    expected: {
      'CONSULTANT NAME': 'Northwind Advisory LLC', 'CLIENT NAME': 'Blue Harbor Foods Corp.', 'CLIENT TYPE': 'Delaware corporation',
      'CONSULTING FEE': '$175 per hour', 'PAYMENT SCHEDULE': 'monthly', 'PAYMENT METHOD': 'check', 'START DATE': 'May 4, 2026', TERM: '6 months',
      JURISDICTION: 'State of New York',
    },
    answers: {
      'CLIENT NAME': 'Blue Harbor Foods Corp.', 'CONSULTANT NAME': 'Dana Whitfield', 'CONSULTING SERVICES': 'Advice on go-to-market strategy',
      'CONSULTING FEE': '175 per hour', 'PAYMENT SCHEDULE': 'monthly', 'PAYMENT METHOD': 'check', 'START DATE': 'May 4, 2026', TERM: '6 months',
      JURISDICTION: 'State of New York', 'CLIENT TYPE': 'a Delaware corporation', 'CONSULTANT TYPE': 'sole proprietor', DATE: 'May 1, 2026',
    },
  },
  {
    typeId: 'mutual-nda',
    contractName: 'Mutual NDA with Orbit',
    story: [
      'I need a mutual NDA between Pixel Forge Studios LLC and Orbit Robotics Inc.',
      'The purpose is to evaluate a possible joint product development.',
      'Information should stay confidential for 3 years, under Washington law.',
    ],
    expected: {
      'FIRST PARTY NAME': 'Pixel Forge Studios LLC', 'SECOND PARTY NAME': 'Orbit Robotics Inc.', 'FIRST PARTY TYPE': 'limited liability company',
      'SECOND PARTY TYPE': 'corporation', PURPOSE: 'evaluate a possible joint product development', 'CONFIDENTIALITY PERIOD': '3 years',
      JURISDICTION: 'State of Washington',
    },
    answers: {
      'FIRST PARTY NAME': 'Pixel Forge Studios LLC', 'SECOND PARTY NAME': 'Orbit Robotics Inc.', PURPOSE: 'To evaluate a joint venture',
      'CONFIDENTIALITY PERIOD': 'two years', JURISDICTION: 'Oregon', 'FIRST PARTY TYPE': 'LLC', 'SECOND PARTY TYPE': 'corporation', DATE: 'June 2, 2026',
    },
  },
  {
    typeId: 'one-way-nda',
    contractName: 'One-way NDA for investor',
    story: [
      'I want a one-way NDA. My company Lumen Labs Inc. will share its product roadmap with an investor, Priya Shah.',
      'The receiving party is Priya Shah.',
      'The purpose is to evaluate a potential investment in Lumen Labs.',
      'Keep it confidential for 5 years. Governing law: Delaware.',
    ],
    expected: {
      'DISCLOSING PARTY NAME': 'Lumen Labs Inc.', 'DISCLOSING PARTY TYPE': 'corporation', 'RECEIVING PARTY NAME': 'Priya Shah',
      PURPOSE: 'evaluate a potential investment in Lumen Labs', 'CONFIDENTIALITY PERIOD': '5 years', JURISDICTION: 'State of Delaware',
    },
    answers: {
      'DISCLOSING PARTY NAME': 'Lumen Labs Inc.', 'RECEIVING PARTY NAME': 'Priya Shah', PURPOSE: 'Evaluating a potential investment',
      'CONFIDENTIALITY PERIOD': '5 years', JURISDICTION: 'Delaware', 'DISCLOSING PARTY TYPE': 'corporation', 'RECEIVING PARTY TYPE': 'individual',
      DATE: 'July 1, 2026',
    },
  },
  {
    typeId: 'residential-lease',
    contractName: 'Apartment lease',
    story: [
      "I'm a landlord and need a residential lease for my apartment at 42 Oak Street, Apt 3, Austin, TX 78701.",
      'The tenant is Maria Lopez. My name is Robert Chen.',
      'Rent is $1,800 per month, due on the 1st, with a $1,800 security deposit, paid by Zelle.',
      'The lease starts June 1, 2026 for 12 months, under Texas law.',
    ],
    expected: {
      'LANDLORD NAME': 'Robert Chen', 'TENANT NAME': 'Maria Lopez', 'PROPERTY ADDRESS': '42 Oak Street, Apt 3, Austin, TX 78701',
      'MONTHLY RENT': '$1,800', 'SECURITY DEPOSIT': '$1,800', 'RENT DUE DAY': '1st', 'PAYMENT METHOD': 'Zelle', 'LEASE START DATE': 'June 1, 2026',
      'LEASE TERM': '12 months', JURISDICTION: 'State of Texas',
    },
    answers: {
      'LANDLORD NAME': 'Robert Chen', 'TENANT NAME': 'Maria Lopez', 'PROPERTY ADDRESS': '42 Oak Street, Apt 3, Austin, TX 78701',
      'MONTHLY RENT': '1800', 'SECURITY DEPOSIT': '$1,800', 'LEASE START DATE': 'June 1, 2026', 'LEASE TERM': 'one year', 'RENT DUE DAY': '1st',
      'PAYMENT METHOD': 'check', JURISDICTION: 'Texas', 'LANDLORD TYPE': 'individual', DATE: 'May 15, 2026',
    },
  },
  {
    typeId: 'commercial-lease',
    contractName: 'Retail space lease',
    story: [
      'We need a commercial lease for retail space at 500 Market Street, Suite 120, Denver, CO 80202.',
      'The landlord is Summit Properties LLC and the tenant is Golden Crust Bakery Inc.',
      'They will use the space as a retail bakery and cafe.',
      'Base rent is $4,500 per month with a security deposit of $9,000, paid by ACH.',
      'The lease begins on July 1, 2026 for 5 years. Colorado law governs.',
    ],
    expected: {
      'LANDLORD NAME': 'Summit Properties LLC', 'TENANT NAME': 'Golden Crust Bakery Inc.', 'TENANT TYPE': 'corporation',
      'PREMISES ADDRESS': '500 Market Street, Suite 120, Denver, CO 80202', 'PERMITTED USE': 'retail bakery and cafe', 'BASE RENT': '$4,500',
      'SECURITY DEPOSIT': '$9,000', 'PAYMENT METHOD': 'ACH transfer', 'LEASE START DATE': 'July 1, 2026', 'LEASE TERM': '5 years', JURISDICTION: 'State of Colorado',
    },
    answers: {
      'LANDLORD NAME': 'Summit Properties LLC', 'TENANT NAME': 'Golden Crust Bakery Inc.', 'PREMISES ADDRESS': '500 Market Street, Suite 120, Denver, CO 80202',
      'PERMITTED USE': 'A retail bakery', 'BASE RENT': '$4,500', 'SECURITY DEPOSIT': '$9,000', 'LEASE START DATE': 'July 1, 2026', 'LEASE TERM': '5 years',
      'PAYMENT METHOD': 'ACH', JURISDICTION: 'Colorado', 'LANDLORD TYPE': 'LLC', 'TENANT TYPE': 'corporation', DATE: 'June 10, 2026',
    },
  },
  {
    typeId: 'property-management',
    contractName: 'Management of Elm Street duplex',
    story: [
      "I'm a property manager. My company is Keystone Property Management LLC.",
      'The owner is Linda Park and the property is at 18 Elm Street, Springfield, IL 62704.',
      'Our management fee is 8% of collected rent, and I can approve repairs up to $500 without asking.',
      'We take over on August 1, 2026 for an initial term of one year, under Illinois law.',
    ],
    expected: {
      'MANAGER NAME': 'Keystone Property Management LLC', 'OWNER NAME': 'Linda Park', 'PROPERTY ADDRESS': '18 Elm Street, Springfield, IL 62704',
      'MANAGEMENT FEE': '8%', 'REPAIR LIMIT': '$500', 'START DATE': 'August 1, 2026', TERM: '1 year', JURISDICTION: 'State of Illinois',
    },
    answers: {
      'OWNER NAME': 'Linda Park', 'MANAGER NAME': 'Keystone Property Management LLC', 'PROPERTY ADDRESS': '18 Elm Street, Springfield, IL 62704',
      'MANAGEMENT FEE': '8', 'REPAIR LIMIT': '500', 'START DATE': 'August 1, 2026', TERM: '1 year', JURISDICTION: 'Illinois',
      'OWNER TYPE': 'individual', 'MANAGER TYPE': 'LLC', DATE: 'July 20, 2026',
    },
  },
  {
    typeId: 'employment-offer',
    contractName: 'Offer letter for new designer',
    story: [
      'I need an offer letter. We are Cedar & Pine Design LLC and we are hiring a Senior Graphic Designer named Aisha Khan.',
      'It is a full-time role paying $72,000 per year, paid every two weeks.',
      'She starts on September 8, 2026 and will work at our office at 77 Pine Avenue, Portland, OR 97205.',
      'Benefits include health insurance and 15 days of paid time off. Oregon law applies.',
    ],
    expected: {
      'EMPLOYER NAME': 'Cedar & Pine Design LLC', 'EMPLOYEE NAME': 'Aisha Khan', 'JOB TITLE': 'Senior Graphic Designer', 'EMPLOYMENT TYPE': 'full-time',
      SALARY: '$72,000 per year', 'PAY FREQUENCY': 'every two weeks', 'START DATE': 'September 8, 2026', 'WORK LOCATION': '77 Pine Avenue, Portland, OR 97205',
      JURISDICTION: 'State of Oregon',
    },
    answers: {
      'EMPLOYER NAME': 'Cedar & Pine Design LLC', 'EMPLOYEE NAME': 'Aisha Khan', 'JOB TITLE': 'Senior Graphic Designer', SALARY: '$72,000 per year',
      'START DATE': 'September 8, 2026', 'EMPLOYMENT TYPE': 'full-time', 'PAY FREQUENCY': 'biweekly', 'WORK LOCATION': '77 Pine Avenue, Portland, OR 97205',
      BENEFITS: 'health insurance and paid time off', JURISDICTION: 'Oregon', 'EMPLOYER TYPE': 'LLC', DATE: 'August 20, 2026',
    },
  },
  {
    typeId: 'sale-of-goods',
    contractName: 'Sale of office chairs',
    story: [
      'I need a sale of goods agreement. The seller is Ergo Supply Co. LLC and the buyer is Greenfield Accounting Inc.',
      "We're selling 40 ergonomic office chairs to Greenfield Accounting Inc.",
      'The total price is $12,000, payable net 30 by bank transfer.',
      'Delivery by October 15, 2026 to 9 Harbor Road, Boston, MA 02110. Massachusetts law governs.',
    ],
    expected: {
      'SELLER NAME': 'Ergo Supply Co. LLC', 'BUYER NAME': 'Greenfield Accounting Inc.', 'GOODS DESCRIPTION': '40 ergonomic office chairs',
      'PURCHASE PRICE': '$12,000', 'PAYMENT SCHEDULE': 'net 30 (due within 30 days of the invoice date)', 'PAYMENT METHOD': 'bank transfer',
      'DELIVERY DATE': 'October 15, 2026', 'DELIVERY ADDRESS': '9 Harbor Road, Boston, MA 02110', JURISDICTION: 'Commonwealth of Massachusetts',
    },
    answers: {
      'SELLER NAME': 'Ergo Supply Co. LLC', 'BUYER NAME': 'Greenfield Accounting Inc.', 'GOODS DESCRIPTION': '40 ergonomic office chairs, model EX-200',
      'PURCHASE PRICE': '12000 dollars', 'PAYMENT SCHEDULE': 'on delivery', 'PAYMENT METHOD': 'credit card', 'DELIVERY DATE': 'October 15, 2026',
      'DELIVERY ADDRESS': '9 Harbor Road, Boston, MA 02110', JURISDICTION: 'Massachusetts', 'SELLER TYPE': 'LLC', 'BUYER TYPE': 'corporation', DATE: 'October 1, 2026',
    },
  },
  {
    typeId: 'partnership',
    contractName: 'Coffee shop partnership',
    story: [
      'My friend Sam Rivera and I want a partnership agreement. My name is Alex Morgan.',
      'The business will be called Sunrise Coffee Company and we will run a coffee shop in Portland.',
      "I'm contributing $30,000 and Sam is contributing $20,000. We will split profits 60/40.",
      'Our office is at 12 Main Street, Portland, ME 04101. We start on January 5, 2027 under Maine law.',
    ],
    expected: {
      'PARTNER ONE NAME': 'Alex Morgan', 'PARTNER TWO NAME': 'Sam Rivera', 'PARTNERSHIP NAME': 'Sunrise Coffee Company', 'BUSINESS PURPOSE': 'run a coffee shop in Portland',
      'PARTNER ONE CONTRIBUTION': '$30,000', 'PARTNER TWO CONTRIBUTION': '$20,000', 'PROFIT SPLIT': '60/40', 'PRINCIPAL OFFICE ADDRESS': '12 Main Street, Portland, ME 04101',
      'START DATE': 'January 5, 2027', JURISDICTION: 'State of Maine',
    },
    answers: {
      'PARTNER ONE NAME': 'Alex Morgan', 'PARTNER TWO NAME': 'Sam Rivera', 'PARTNERSHIP NAME': 'Sunrise Coffee Company', 'BUSINESS PURPOSE': 'Operate a coffee shop',
      'PARTNER ONE CONTRIBUTION': '$30,000', 'PARTNER TWO CONTRIBUTION': '$20,000', 'PROFIT SPLIT': '50/50', 'PRINCIPAL OFFICE ADDRESS': '12 Main Street, Portland, ME 04101',
      'START DATE': 'January 5, 2027', JURISDICTION: 'Maine', DATE: 'December 20, 2026',
    },
  },
  {
    typeId: 'promissory-note',
    contractName: 'Loan to my brother',
    story: [
      "I'm lending $15,000 to my brother, David Kim. I need a promissory note. I'm the lender, Grace Kim.",
      'Interest is 4% per year, repaid in 24 monthly instalments by bank transfer.',
      'The loan must be fully repaid by March 1, 2029. Governed by the laws of the State of Georgia.',
    ],
    expected: {
      'LENDER NAME': 'Grace Kim', 'BORROWER NAME': 'David Kim', 'PRINCIPAL AMOUNT': '$15,000', 'INTEREST RATE': '4%',
      'REPAYMENT SCHEDULE': 'in 24 monthly instalments', 'PAYMENT METHOD': 'bank transfer', 'MATURITY DATE': 'March 1, 2029', JURISDICTION: 'State of Georgia',
    },
    answers: {
      'LENDER NAME': 'Grace Kim', 'BORROWER NAME': 'David Kim', 'PRINCIPAL AMOUNT': 'USD 15,000', 'INTEREST RATE': '4%', 'REPAYMENT SCHEDULE': 'monthly',
      'MATURITY DATE': '2029-03-01', 'PAYMENT METHOD': 'Venmo', JURISDICTION: 'Georgia', 'LENDER TYPE': 'individual', 'BORROWER TYPE': 'individual', DATE: 'March 1, 2026',
    },
  },
  {
    typeId: 'equipment-rental',
    contractName: 'Excavator rental',
    story: [
      'I need an equipment rental agreement. My company, Ironclad Rentals LLC, is renting a Caterpillar 308 mini excavator to Hill Country Builders Inc.',
      'The rental fee is $450 per day, paid upfront, with a $2,000 security deposit.',
      'The rental starts on April 6, 2026 and the excavator must be returned by April 17, 2026.',
      'It will be used at 300 Ranch Road, Dripping Springs, TX 78620. Texas law.',
    ],
    expected: {
      'OWNER NAME': 'Ironclad Rentals LLC', 'RENTER NAME': 'Hill Country Builders Inc.', 'EQUIPMENT DESCRIPTION': 'Caterpillar 308 mini excavator',
      'RENTAL FEE': '$450 per day', 'PAYMENT SCHEDULE': 'in full upfront, before work begins', 'SECURITY DEPOSIT': '$2,000', 'RENTAL START DATE': 'April 6, 2026',
      'RENTAL END DATE': 'April 17, 2026', 'EQUIPMENT LOCATION': '300 Ranch Road, Dripping Springs, TX 78620', JURISDICTION: 'State of Texas',
    },
    answers: {
      'OWNER NAME': 'Ironclad Rentals LLC', 'RENTER NAME': 'Hill Country Builders Inc.', 'EQUIPMENT DESCRIPTION': 'Caterpillar 308 mini excavator, serial CAT0308X123',
      'RENTAL FEE': '$450/day', 'PAYMENT SCHEDULE': 'upfront', 'SECURITY DEPOSIT': '$2,000', 'RENTAL START DATE': 'April 6, 2026', 'RENTAL END DATE': 'April 17, 2026',
      'EQUIPMENT LOCATION': '300 Ranch Road, Dripping Springs, TX 78620', 'PAYMENT METHOD': 'credit card', JURISDICTION: 'Texas', 'OWNER TYPE': 'LLC',
      'RENTER TYPE': 'corporation', DATE: 'April 1, 2026',
    },
  },
];
