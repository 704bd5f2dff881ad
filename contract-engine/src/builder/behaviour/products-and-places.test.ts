import { describe, expect, it } from 'vitest';
import { findJurisdictions } from '../extract/jurisdiction';
import { findParties } from '../extract/parties';
import { findContractType } from '../types/registry';
import { chat } from './chat-script';

// A product, a model or a place is not a party, and a state code is read in the country the
// conversation implies. Sentences written for these behaviours.

function partiesOf(typeId: string, text: string) {
  const type = findContractType(typeId);
  if (!type) throw new Error(typeId);
  return findParties(text, type.parties, null);
}

describe('a product or a model is not a party', () => {
  it('must not: a name with a version number or model code after "to", "for" or "with"', () => {
    for (const text of [
      'I set up small firms and migrate their email to Outlook 2024',
      'we are upgrading the whole shop to Windows 11 for them',
      'the job is servicing a Bobcat S650 with Hydraulic Kit 2',
    ]) {
      const found = partiesOf('service-agreement', text);
      expect(found.client?.name, text).toBeUndefined();
    }
  });

  it('must not: the place things are moved to ("over to", "migrating to") is whom the work is for', () => {
    for (const text of [
      'I do IT support, moving small offices over to Google Workspace',
      'switching the practice across to Cloud Ledger this spring',
    ])
      expect(partiesOf('service-agreement', text).client?.name, text).toBeUndefined();
  });

  it('a name given as the party is the party, numbers and all', () => {
    expect(partiesOf('service-agreement', 'the client is Studio 54').client?.name).toBe('Studio 54');
    expect(
      partiesOf('service-agreement', 'I deliver flyers to Harbour Dental in Fremantle').client?.name,
    ).toBe('Harbour Dental');
    expect(
      partiesOf('service-agreement', 'we migrate clinics to a new system for Tamar Physio Pty Ltd').client
        ?.name,
    ).toBe('Tamar Physio Pty Ltd');
  });
});

describe('a place inside a name is not the law', () => {
  it('must not: read "Oregon Coast Kayaks" or "Victoria Street Bakery" as a governing law', () => {
    expect(findJurisdictions('I work for Oregon Coast Kayaks on their website')).toEqual([]);
    expect(findJurisdictions('the buyer is Victoria Street Bakery')).toEqual([]);
  });

  it('a place followed by law, courts or a month is still the place', () => {
    expect(findJurisdictions('Texas Law applies')[0]?.value).toBe('State of Texas');
    expect(findJurisdictions('we start in Ohio March 3')[0]?.value).toBe('State of Ohio');
  });
});

describe('a state code is read in the country the conversation implies', () => {
  it('"WA law" in an Australian conversation is Western Australia', () => {
    const { turn } = chat([
      'I need an equipment hire agreement. We are Banksia Plant Hire Pty Ltd, hiring a skid steer to Reefline Pools Pty Ltd',
      'it stays on their site at 4 Ocean Rd, Scarborough WA 6019',
      'WA law',
    ]);
    expect(turn.facts['JURISDICTION']).toBe('Western Australia');
  });

  it('must not: "WA law" in an American conversation becomes Australian', () => {
    const { turn } = chat([
      'I need an equipment rental agreement. We are Cascade Lifts LLC, renting a scissor lift to Pine Row Builders LLC',
      'it stays on their site at 200 Pike St, Seattle WA 98101',
      'WA law',
    ]);
    expect(turn.facts['JURISDICTION']).toBe('State of Washington');
  });
});
