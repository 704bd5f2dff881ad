import { describe, expect, it } from 'vitest';
import { companyForParty } from '../facts/company-for-party';
import { findContractType } from '../types/registry';
import { chat } from './chat-script';

// A side first named as a person that signs through the person's company: the company takes that side's name and
// its legal form, and nothing else in the message takes the company's name.

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(`no type ${id}`);
  return type;
}

const CONTRACTOR = [
  'We are Birchwood Kitchens Ltd. and we are bringing on Omar Haddad as a subcontractor to tile two bathrooms. $40/hr, paid weekly by e-transfer. Feb 1 2027 to Mar 31 2027. Ontario law.',
  'Draft it now',
];

describe('a party that signs through its own company', () => {
  it('replaces the person with the company on the side the role word names, after the draft', () => {
    const { turn } = chat([
      ...CONTRACTOR,
      'The contractor is really his firm, Haddad Tiling Inc., not Omar himself.',
    ]);
    expect(turn.facts['CONTRACTOR NAME']).toBe('Haddad Tiling Inc.');
    expect(turn.facts['CONTRACTOR TYPE']).toBe('corporation');
    expect(turn.facts['COMPANY NAME']).toBe('Birchwood Kitchens Ltd.');
    expect(turn.message).toContain('was Omar Haddad');
    expect(Object.values(turn.facts).filter((value) => value.includes('Haddad Tiling'))).toHaveLength(1);
  });

  it('reads the change in several wordings and for other roles', () => {
    const lease = typeOf('commercial-lease');
    for (const [text, name] of [
      ['The tenant will now be her new company, Shah Nails Ltd.', 'Shah Nails Ltd.'],
      ['Actually the tenant should be their limited company: Greenway Cycles Ltd', 'Greenway Cycles Ltd'],
      ['the landlord is actually a company, Quayside Holdings LLC, not me', 'Quayside Holdings LLC'],
    ] as const)
      expect(companyForParty(lease, text), text).toMatchObject({ name });
    expect(companyForParty(lease, 'The tenant will be her company, Shah Nails Ltd.')?.party.nameKey).toBe(
      'TENANT NAME',
    );
  });

  it('must not: take a person, a company with no legal form, or a company named in passing', () => {
    const lease = typeOf('commercial-lease');
    for (const text of [
      'The tenant is her sister, Amira Shah.',
      'The tenant will be her company once it is registered.',
      "The tenant's company, Shah Nails Ltd, will pay the rent.",
      'The landlord is happy for the tenant to use her company van.',
    ])
      expect(companyForParty(lease, text), text).toBeNull();
  });
});
