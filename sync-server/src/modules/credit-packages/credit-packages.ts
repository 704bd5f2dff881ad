import { CREDIT_PACKAGES, type CreditPackage } from '@shared-schema';
import { BadRequestError } from '../../errors';

export const FREE_TRIAL_PACKAGE_ID = 'free-trial';

/** The package a checkout is for; the free trial and unknown ids cannot be bought. */
export function purchasablePackage(packageId: string): CreditPackage {
  const found = CREDIT_PACKAGES.find((p) => p.id === packageId);
  if (!found) throw new BadRequestError(`Unknown credit package: ${packageId}`, 'unknown-package');
  if (found.id === FREE_TRIAL_PACKAGE_ID || found.price <= 0) {
    throw new BadRequestError(
      'The free trial cannot be purchased; sign up to receive it',
      'package-not-purchasable',
    );
  }
  return found;
}

export function priceInCents(pkg: CreditPackage): number {
  return Math.round(pkg.price * 100);
}
