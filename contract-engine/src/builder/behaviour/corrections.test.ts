import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';
import { readEditIntent } from '../edit-intent';
import { extractFacts } from '../extract/extract-facts';
import { unshout } from '../extract/unshout';
import { runInterview } from '../interview';
import { replayFacts } from '../replay';
import { findContractType } from '../types/registry';

// corrections: behaviours found over the evaluation rounds, each tested on sentences written
// for the rule (moved here from the batch-named files).

// One block per class of fact named in issue 13, each with the phrasings people actually type.
const TODAY = '2026-11-23'; // a Monday

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('corrections', () => {
  it('"wait no, 1,200" restates the known amount nearest to the number', () => {
    const turn = runInterview({
      contractName: 'Bike',
      messages: [
        { role: 'user', content: 'Sale of goods: I am selling my road bike to Ken Ito for $1,400.' },
        { role: 'assistant', content: 'What is the full legal name of the seller?' },
        { role: 'user', content: 'wait no we said 1,250' },
      ],
      today: TODAY,
    });
    expect(turn.facts['PURCHASE PRICE']).toBe('$1,250');
    expect(turn.facts['SELLER NAME']).toBeUndefined();
    expect(turn.facts['PAYMENT SCHEDULE']).toBeUndefined();
  });

  it('"selling my <thing>" names the goods', () => {
    expect(
      extractFacts('I am selling my 2019 yamaha piano to Ken Ito', 'sale-of-goods')['GOODS DESCRIPTION'],
    ).toBe('2019 yamaha piano');
  });
});

describe('an amount taken back in a correction', () => {
  const replay = (...said: string[]) => {
    const type = findContractType('equipment-rental');
    if (!type) throw new Error('equipment-rental is registered');
    return replayFacts(
      type,
      said.map((content) => ({ role: 'user' as const, content })),
      '2026-11-23',
    ).facts;
  };

  it('reads "scratch that, no deposit" as no deposit', () => {
    const facts = replay('The rent is $90 a day and the deposit is $250.', 'actually, no deposit after all');
    expect(facts['SECURITY DEPOSIT']).toBe('$0');
    expect(facts['RENTAL FEE']).toContain('$90');
  });

  it('leaves the amount alone when nothing is corrected', () => {
    expect(replay('The deposit is $250.', 'no pets on the trailer please')['SECURITY DEPOSIT']).toBe('$250');
  });
});

describe('type, edits and shouting', () => {
  it('a business name does not make a service request a lease', () => {
    const request =
      'Marlow & Sons Bakery, Inc. needs Quickfix Plumbing Co. to replace the water heater at our shop. Flat fee of $3,400.';
    expect(detectContractType(request)).not.toBe('commercial-lease');
    expect(detectContractType(`We are the client here: ${request}`)).toBe('service-agreement');
    expect(detectContractType('We lease our shop at 5 Main St to Glow Salon LLC')).toBe('commercial-lease');
  });

  it('an infinitive in a statement is not an edit command', () => {
    const type = typeOf('service-agreement');
    expect(readEditIntent('X needs Y to replace the heater. Paid by check.', type).field).toBeUndefined();
    expect(readEditIntent('Please change the price to $900', type).field?.fact.key).toBe('PAYMENT AMOUNT');
  });

  it('reads a message typed in capitals as if typed normally', () => {
    expect(unshout('CLIENT: RIVERBEND MOTORS INC. ME: JAKE MORALES')).toBe(
      'client: Riverbend Motors Inc. me: Jake Morales',
    );
    expect(unshout('Acme LLC')).toBe('Acme LLC');
    const turn = runInterview({
      contractName: 'Detailing',
      messages: [
        { role: 'user', content: 'SERVICE AGREEMENT. CLIENT: RIVERBEND MOTORS INC. ME: JAKE MORALES.' },
      ],
      today: TODAY,
    });
    expect(turn.facts['CLIENT NAME']).toBe('Riverbend Motors Inc.');
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Jake Morales');
  });
});
