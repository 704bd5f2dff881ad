import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  warrantyPeriodFact,
} from './common-facts';
import { generalProvisionsSection, governingLawSection, STANDARD_SIGNATURE_INTRO } from './common-clauses';

// Risk of loss and inspection are the points buyers and sellers most often fight over.
export const saleOfGoods: ContractTypeDef = {
  id: 'sale-of-goods',
  title: 'Sale of Goods Agreement',
  description: 'A seller sells physical goods to a buyer.',
  needs: [
    'a seller sells goods, products, stock, a vehicle or used equipment to a buyer for a price',
    'a supplier delivers an order of goods to a customer or retailer: a wholesale purchase',
    'buying something second-hand from someone',
  ],
  keywords: [
    ['sale of goods', 9],
    ['purchase agreement', 5],
    ['sales agreement', 5],
    ['bill of sale', 6],
    ['sell', 3],
    ['selling', 3],
    ['buy', 2],
    ['buyer', 3],
    ['seller', 3],
    ['goods', 4],
    ['products', 2],
    ['merchandise', 4],
    ['inventory', 2],
    ['supply', 2],
    ['wholesale', 3],
    ['wants to buy', 2],
    ['buying', 2],
    ['order', 1.5],
    ['i make', 1.5],
    ['deliver', 1],
  ],
  parties: [
    {
      id: 'seller',
      verbs: ['sell', 'sold', 'supply', 'manufacture'],
      label: 'SELLER',
      nameKey: 'SELLER NAME',
      typeKey: 'SELLER TYPE',
      cues: ['seller', 'vendor', 'supplier', 'manufacturer'],
      self: true,
    },
    {
      id: 'buyer',
      verbs: ['buy', 'bought', 'purchase', 'order'],
      label: 'BUYER',
      nameKey: 'BUYER NAME',
      typeKey: 'BUYER TYPE',
      cues: ['buyer', 'purchaser', 'customer', 'client'],
      forPrep: true,
      // "I'm buying a used espresso machine from ...", "we want to purchase ...".
      selfPhrase:
        /\b(?:i|we)(?:'m|'re| am| are| will be)?\s+(?:buying|purchasing|ordering)\b|\b(?:i|we)\s+(?:want|need|would like|'d like|plan)\s+to\s+(?:buy|purchase|order)\b/i,
    },
  ],
  facts: [
    partyNameFact('SELLER NAME', 'seller', 'What is the full legal name of the seller?'),
    partyNameFact('BUYER NAME', 'buyer', 'Who is buying the goods? Please give their full legal name.'),
    {
      key: 'GOODS DESCRIPTION',
      kind: 'text',
      importance: 9,
      required: true,
      question: 'What goods are being sold? Include quantities and models if relevant.',
      patterns: [
        /\b(?:sell(?:ing)?|buy(?:ing)?|purchas(?:e|ing)|supply(?:ing)?|deliver(?:ing)?)\s+(?:them\s+|him\s+|her\s+)?(?:(?:my|our|his|their|this|these|those)\s+)?((?:\d[\d,]*|an?|one|two|three|four|five|ten|twelve|twenty|fifty|hundred)\s+[^.?!\n$]{3,120}?)(?=\s+(?:to|for|at|from|by|on)\b|[.?!\n,]|$)/i,
        // "selling my car to ...", "selling our old forklift": what the user owns and sells.
        /\bsell(?:ing|s)?\s+(?:my|our|his|their)\s+((?!own\b|business\b|company\b|shares?\b|services?\b)[a-z0-9][^.?!\n$,]{2,80}?)(?=\s+(?:to|for|at|from|by|on)\b|[.?!\n,]|$)/i,
        // Not "Sale of goods: seller ..., buyer ...": the type's name followed by a list.
        /(?<!\bof\s)\bgoods\s*(?:are|is|:|include)\s+([^.?!\n,;]{3,160})/i,
      ],
    },
    {
      key: 'PURCHASE PRICE',
      kind: 'money',
      importance: 9,
      required: true,
      question: 'What is the total purchase price?',
      cues: ['price', 'total', 'for', 'cost', 'pay', 'paid', 'sum'],
    },
    {
      key: 'PAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 6,
      required: true,
      question: 'When is payment due: upfront, on delivery, net 30, or in instalments?',
    },
    paymentMethodFact(),
    {
      key: 'DELIVERY DATE',
      kind: 'date',
      importance: 6,
      required: true,
      question: 'When will the goods be delivered?',
      // Goods collected by the buyer are delivered at pickup: "pickup on the 19th" dates the delivery.
      cues: [
        'deliver',
        'delivery',
        'ship',
        'shipped',
        'by',
        'arrive',
        'pickup',
        'pick up',
        'picking up',
        'collect',
        'collection',
      ],
      synonyms: ['pickup', 'pickup date', 'pick-up date', 'collection date'],
    },
    {
      key: 'DELIVERY ADDRESS',
      kind: 'address',
      importance: 5,
      required: false,
      question: 'Where should the goods be delivered?',
      cues: ['deliver', 'delivery', 'ship', 'to'],
    },
    jurisdictionFact(5),
    warrantyPeriodFact('ninety (90) days'),
    partyTypeFact('SELLER TYPE', 'seller', 'the seller'),
    partyTypeFact('BUYER TYPE', 'buyer', 'the buyer'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Sale of Goods Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{SELLER NAME}}, {{a SELLER TYPE}} (the "Seller"); and`,
      `{{BUYER NAME}}, {{a BUYER TYPE}} (the "Buyer").`,
    ],
    sections: [
      {
        heading: 'GOODS',
        paragraphs: [
          `The Seller will sell and the Buyer will buy the following goods (the "Goods"): {{GOODS DESCRIPTION}}.`,
        ],
      },
      {
        heading: 'PRICE AND PAYMENT',
        paragraphs: [
          `The total price for the Goods is {{PURCHASE PRICE}} (the "Price"), payable on the following schedule: {{PAYMENT SCHEDULE}}, by {{PAYMENT METHOD}}.`,
          `(a) The Price includes packaging but excludes sales taxes, which the Buyer will pay where applicable.`,
          `(b) Amounts not paid when due carry interest of 1.5% per month, or the maximum allowed by law, if lower.`,
        ],
      },
      {
        heading: 'DELIVERY',
        paragraphs: [
          `The Seller will deliver the Goods to {{DELIVERY ADDRESS}} on or before {{DELIVERY DATE}}. The Seller will notify the Buyer promptly of any expected delay.`,
        ],
      },
      {
        heading: 'TITLE AND RISK OF LOSS',
        paragraphs: [
          `Risk of loss passes to the Buyer on delivery. Title to the Goods passes to the Buyer when the Price has been paid in full.`,
        ],
      },
      {
        heading: 'INSPECTION AND ACCEPTANCE',
        paragraphs: [
          `The Buyer may inspect the Goods within five (5) business days after delivery and reject, by written notice, any Goods that do not conform to this Agreement. At its option the Seller will repair, replace or refund rejected Goods.`,
        ],
      },
      {
        heading: 'WARRANTY',
        paragraphs: [
          `The Seller warrants that:`,
          `(a) it has good title to the Goods, free of liens;`,
          `(b) the Goods match their description in this Agreement; and`,
          `(c) the Goods will be free from material defects for {{WARRANTY PERIOD}} after delivery.`,
          `Except as stated in this section, the Goods are sold without other warranties, to the extent the law permits. The Seller's liability is limited to the Price.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
