import { describe, expect, it } from 'vitest';
import { currencyAmounts } from './currency';

describe('amounts with a currency, as written', () => {
  it('reads symbols, codes and currency words', () => {
    expect(
      currencyAmounts('USD 1,000 now, £1,700 later, 200 euros and $5 million').map((m) => m.value),
    ).toEqual(['USD 1,000', '£1,700', '200 euros', '$5 million']);
  });

  it('ends an amount where its number ends', () => {
    expect(currencyAmounts('lends $12,000, to be repaid')[0]?.value).toBe('$12,000');
  });

  it('reads no amount without a currency', () => {
    expect(currencyAmounts('2,500 a month for 12 months from 2027')).toEqual([]);
  });
});
