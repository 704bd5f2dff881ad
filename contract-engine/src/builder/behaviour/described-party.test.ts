import { describe, expect, it } from 'vitest';
import { describedNames } from '../facts/appositive-party';
import { chat } from './chat-script';

// "A bakery, Crumb & Co Ltd, wants us to ...": a name set off by commas after "a <what it is>"
// names the side of the deal no role word reached; the user's own description never does.

describe('a party described, then named between commas', () => {
  it('reads the company or the people named after the description', () => {
    expect(
      describedNames('A veterinary clinic, Pawsitive Care PLLC, asked us to redo their floors.'),
    ).toEqual(['Pawsitive Care PLLC']);
    expect(
      describedNames('We are renting the cottage to a retired couple, Hal Jensen and Mira Jensen.'),
    ).toEqual(['Hal Jensen and Mira Jensen']);
    expect(describedNames('an art school, Brushwood Academy Inc. wants a mural')).toEqual([
      'Brushwood Academy Inc.',
    ]);
  });

  it('must not: read the user describing themselves, a single word, a place or a day', () => {
    for (const text of [
      'I run a small bakery, Crumb & Co Ltd, in Leeds.',
      "We're a design studio, Northlight Studio LLC, based in Austin.",
      'My business is a dog grooming van, Suds On Wheels LLC.',
      'a big job, Monday to Friday, for six weeks',
      'a shop in Portland, Oregon, that sells tea',
      'a client, Dana, wants a logo',
    ])
      expect(describedNames(text), text).toEqual([]);
  });

  it('fills the unnamed other party of the deal, and its legal form', () => {
    const { turn } = chat([
      'I need a service agreement. I run a window cleaning business, Clearview Panes LLC. A veterinary clinic, Pawsitive Care PLLC, wants us to clean their windows every month for $240.',
    ]);
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Clearview Panes LLC');
    expect(turn.facts['CLIENT NAME']).toBe('Pawsitive Care PLLC');
  });

  it('must not: change a party the message already tied to its role', () => {
    const { turn } = chat([
      'I need a service agreement. My client is Harlow Dental LLC. I run a window cleaning business, Clearview Panes LLC. A neighbour, Rowan Pike, recommended us.',
    ]);
    expect(turn.facts['CLIENT NAME']).toBe('Harlow Dental LLC');
    expect(turn.facts['SERVICE PROVIDER NAME']).toBe('Clearview Panes LLC');
  });
});
