import type { CreditPackage } from '@shared-schema';

export const FREE_TRIAL_ID = 'free-trial';

/** "$20", "$15 / month", "Free". */
export function formatPrice(pkg: Pick<CreditPackage, 'price' | 'recurring'>): string {
  if (pkg.price <= 0) return 'Free';
  const amount = Number.isInteger(pkg.price) ? `$${pkg.price}` : `$${pkg.price.toFixed(2)}`;
  return pkg.recurring === 'monthly' ? `${amount} / month` : amount;
}
