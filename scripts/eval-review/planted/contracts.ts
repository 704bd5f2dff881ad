import { ISSUES, PROVIDER_ONLY, type IssueId } from './clauses';
import { writtenContracts } from './written';

// Contracts written for this evaluation from the clauses in ./clauses.ts: each scenario comes in
// three variants (one-sided against the user, balanced, favouring the user), with the planted
// one-sided clauses and their side known, so the reviewer's recall, wrong-side findings and score
// band can be counted. Names, places and defined terms are invented.

export type Variant = 'one-sided' | 'balanced' | 'favouring';

interface PartySpec {
  readonly name: string;
  readonly alias: string;
  readonly state: string;
  readonly form: string;
}

interface Scenario {
  readonly title: string;
  readonly work: string;
  readonly provider: PartySpec;
  readonly customer: PartySpec;
  /** Whose side the user takes. */
  readonly user: 'provider' | 'customer';
  /** Whether the provider is named first in the preamble. */
  readonly providerFirst: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  {
    title: 'SERVICES AGREEMENT',
    work: 'freight forwarding and warehousing services',
    provider: { name: 'Harbourline Freight Ltd', alias: 'Provider', state: 'Texas', form: 'corporation' },
    customer: { name: 'Northwind Trading Inc.', alias: 'Company', state: 'New York', form: 'corporation' },
    user: 'provider',
    providerFirst: false,
  },
  {
    title: 'CONSULTING AGREEMENT',
    work: 'management consulting services',
    provider: {
      name: 'Maple Grove Advisory LLC',
      alias: 'Consultant',
      state: 'Oregon',
      form: 'limited liability company',
    },
    customer: { name: 'Bluestone Hotels Corp.', alias: 'Client', state: 'Nevada', form: 'corporation' },
    user: 'provider',
    providerFirst: true,
  },
  {
    title: 'SOFTWARE DEVELOPMENT AGREEMENT',
    work: 'software development services',
    provider: { name: 'Quillfeather Labs Inc.', alias: 'Developer', state: 'Colorado', form: 'corporation' },
    customer: {
      name: 'Redwood Clinics Group Inc.',
      alias: 'Customer',
      state: 'California',
      form: 'corporation',
    },
    user: 'provider',
    providerFirst: false,
  },
  {
    title: 'INDEPENDENT CONTRACTOR AGREEMENT',
    work: 'graphic design services',
    provider: {
      name: 'Lena Okafor Design LLC',
      alias: 'Contractor',
      state: 'Georgia',
      form: 'limited liability company',
    },
    customer: { name: 'Sunpath Media Inc.', alias: 'Company', state: 'Florida', form: 'corporation' },
    user: 'provider',
    providerFirst: false,
  },
  {
    title: 'MARKETING SERVICES AGREEMENT',
    work: 'digital marketing services',
    provider: { name: 'Brightwave Agency Ltd', alias: 'Agency', state: 'Illinois', form: 'corporation' },
    customer: { name: 'Copperleaf Foods Inc.', alias: 'Client', state: 'Ohio', form: 'corporation' },
    user: 'provider',
    providerFirst: true,
  },
  {
    title: 'MAINTENANCE SERVICES AGREEMENT',
    work: 'equipment maintenance services',
    provider: {
      name: 'Ironclad Facilities Services Inc.',
      alias: 'Supplier',
      state: 'Pennsylvania',
      form: 'corporation',
    },
    customer: { name: 'Greenfield Schools Trust', alias: 'Customer', state: 'Virginia', form: 'corporation' },
    user: 'customer',
    providerFirst: true,
  },
  {
    title: 'SUBSCRIPTION SERVICES AGREEMENT',
    work: 'hosted payroll software services',
    provider: { name: 'Ledgerly Cloud Inc.', alias: 'Vendor', state: 'Washington', form: 'corporation' },
    customer: {
      name: 'Pinecrest Dental Partners LLC',
      alias: 'Subscriber',
      state: 'Arizona',
      form: 'limited liability company',
    },
    user: 'customer',
    providerFirst: true,
  },
  {
    title: 'STAFFING SERVICES AGREEMENT',
    work: 'temporary staffing services',
    provider: {
      name: 'Crestline Staffing Corp.',
      alias: 'Staffing Firm',
      state: 'Michigan',
      form: 'corporation',
    },
    customer: {
      name: 'Lakeshore Manufacturing Inc.',
      alias: 'Client',
      state: 'Wisconsin',
      form: 'corporation',
    },
    user: 'provider',
    providerFirst: false,
  },
];

export interface PlantedIssue {
  /** An issue of ./clauses.ts, 'law', or a written contract's own issue ('acceleration'). */
  readonly id: IssueId | 'law' | (string & {});
  /** The planted sentence as it appears in the contract. */
  readonly text: string;
  /** "Section 7.2 Limitation of Liability" */
  readonly location: string;
}

export interface PlantedContract {
  readonly name: string;
  readonly variant: Variant;
  readonly text: string;
  readonly userParty: string;
  readonly otherParty: string;
  readonly planted: readonly PlantedIssue[];
}

const ORDER: readonly IssueId[] = [
  'payment',
  'unpaid-work',
  'ip',
  'cap',
  'indemnity',
  'non-compete',
  'warranty',
  'renewal',
  'termination',
  'amendment',
];

function fill(text: string, u: PartySpec, o: PartySpec): string {
  return text
    .replaceAll('{U}', `the ${u.alias}`)
    .replaceAll('{O}', `the ${o.alias}`)
    .replace(/^the /, 'The ');
}

function build(s: Scenario, variant: Variant, index: number): PlantedContract {
  const u = s.user === 'provider' ? s.provider : s.customer;
  const o = s.user === 'provider' ? s.customer : s.provider;
  const p = s.provider;
  const c = s.customer;
  const [first, second] = s.providerFirst ? [p, c] : [c, p];
  const sections: string[] = [];
  const planted: PlantedIssue[] = [];
  let n = 0;
  const section = (
    heading: string,
    sentences: readonly string[],
    plantAt?: { id: IssueId | 'law'; at: number },
  ): void => {
    n += 1;
    sections.push(`${n}. ${heading.toUpperCase()}`);
    sentences.forEach((text, i) => {
      sections.push(`${n}.${i + 1} ${text}`);
      if (plantAt && plantAt.at === i)
        planted.push({ id: plantAt.id, text, location: `Section ${n}.${i + 1} ${heading}` });
    });
  };
  section('Services', [
    fill(
      `{P} shall provide the ${s.work} described in Schedule 1 with reasonable skill and care.`,
      u,
      o,
    ).replace('{P}', `The ${p.alias}`),
    `The ${p.alias} shall perform the services in accordance with applicable law and good industry practice.`,
  ]);
  for (const [k, id] of ORDER.entries()) {
    if (s.user === 'customer' && PROVIDER_ONLY.has(id)) continue;
    const issue = ISSUES[id];
    const pick = (list: readonly string[]): string => fill(list[(index + k) % list.length] ?? '', u, o);
    // One-sided contracts plant most issues (rotating which are left balanced), so recall is
    // measured on varied combinations.
    const plantHere = variant === 'one-sided' && (index + k) % 5 !== 4;
    const sentence =
      variant === 'one-sided'
        ? plantHere
          ? pick(issue.oneSided)
          : pick(issue.balanced)
        : variant === 'balanced'
          ? pick(issue.balanced)
          : pick(issue.favouring);
    const lead = `This Section sets out the ${issue.heading.toLowerCase()} terms agreed by the parties.`;
    const leadFirst = (index + k) % 2 === 0;
    const sentences = leadFirst ? [lead, sentence] : [sentence, lead];
    section(issue.heading, sentences, plantHere ? { id, at: leadFirst ? 1 : 0 } : undefined);
  }
  section('Confidentiality', [
    "Each party shall keep the other party's confidential information secret and use it only to perform this Agreement.",
    'These obligations survive termination for three (3) years.',
  ]);
  section('Termination for Breach', [
    'Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days.',
  ]);
  section('Force Majeure', [
    'Neither party is liable for delay caused by events beyond its reasonable control, provided it notifies the other party promptly.',
  ]);
  const lawState = variant === 'one-sided' && index % 2 === 0 ? o.state : u.state;
  // The other side's home law alone, in the same country, is no finding (decision 0410); its home
  // courts as the only place for disputes is, so the one-sided variant plants both.
  const lawSentence =
    lawState === u.state
      ? `This Agreement is governed by the laws of the State of ${lawState}.`
      : `This Agreement is governed by the laws of the State of ${lawState}, and the courts of ${lawState} have exclusive jurisdiction over any dispute.`;
  section(
    'Governing Law and Disputes',
    [
      lawSentence,
      'The parties shall first try to resolve any dispute by good-faith negotiation between senior managers.',
    ],
    lawState !== u.state ? { id: 'law', at: 0 } : undefined,
  );
  section('General', [
    'Notices must be in writing and sent to the addresses stated above.',
    'This Agreement is the entire agreement between the parties and supersedes all prior understandings.',
    'If any provision is held invalid, the remaining provisions continue in full force.',
    "Neither party may assign this Agreement without the other party's prior written consent.",
  ]);
  const describe = (x: PartySpec): string => `${x.name}, a ${x.state} ${x.form} (the "${x.alias}")`;
  const titleCase = s.title.toLowerCase().replace(/\b\w/g, (ch) => ch.toUpperCase());
  const text = [
    s.title,
    `This ${titleCase} (the "Agreement") is made on March 3, 2025 between ${describe(first)}, and ${describe(second)}.`,
    ...sections,
    `Signed for and on behalf of ${first.name} and ${second.name}.`,
  ].join('\n\n');
  return {
    name: `${s.title.toLowerCase()} (${s.user} view, ${variant})`,
    variant,
    text,
    userParty: u.alias,
    otherParty: o.alias,
    planted,
  };
}

export function plantedContracts(): PlantedContract[] {
  const variants: readonly Variant[] = ['one-sided', 'balanced', 'favouring'];
  return [...SCENARIOS.flatMap((s, i) => variants.map((v) => build(s, v, i))), ...writtenContracts()];
}
