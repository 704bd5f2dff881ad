import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// A count restated with the thing counted ("make that 4 laptops") changes that count inside the
// description, and nothing else; an amount or a different thing counted does not.

const GOODS = [
  'I need a sale of goods agreement. I am Ines Ford, seller, and the buyer is Lakeside Print Co.',
  'Selling 3 refurbished laptops and 2 docking stations for $2,400, paid on delivery by bank transfer. Delivery on April 20, 2026 to 5 Harbour Road, Portland, OR 97201. Oregon law.',
  'Draft it now',
];

describe('a quantity inside a description', () => {
  it('changes the count of the thing named again, before or after the draft', () => {
    const after = chat([...GOODS, 'actually make that 4 laptops, not 3']).turn;
    expect(after.facts['GOODS DESCRIPTION']).toMatch(/4 refurbished laptops and 2 docking stations/);
    expect(after.facts['PURCHASE PRICE']).toBe('$2,400');
    const before = chat([...GOODS.slice(0, 2), 'sorry, five docking stations']).turn;
    expect(before.facts['GOODS DESCRIPTION']).toMatch(/3 refurbished laptops and five docking stations/);
  });

  it('must not: change a count for an amount or for another thing counted', () => {
    const turn = chat([...GOODS, 'They will also pay $4 for shipping labels and we need 3 pallets.']).turn;
    expect(turn.facts['GOODS DESCRIPTION']).toMatch(/3 refurbished laptops and 2 docking stations/);
  });
});

describe('a quantity with a unit', () => {
  it('changes "40 kg" to "55kg": the count changes, the words of the description stay', () => {
    const { turn } = chat([
      'I need a sale of goods agreement. I am Ines Ford, seller, and the buyer is Lakeside Bakery LLC.',
      'Selling 40 kg of rye flour for $180, paid on delivery by bank transfer. Delivery on April 20, 2026 to 5 Harbour Road, Portland, OR 97201. Oregon law.',
      'Draft it now',
      'can we make that 55kg',
    ]);
    expect(turn.facts['GOODS DESCRIPTION']).toMatch(/^55 kg of rye flour/);
    expect(turn.facts['PURCHASE PRICE']).toBe('$180');
  });
});
