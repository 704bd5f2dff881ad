import type { CreditPackage } from '@shared-schema';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { toast } from '../../components/ui/toast/toast-store';
import { buyCreditsApi } from './buy-credits-api';
import { formatPrice } from './package-format';

interface Props {
  pkg: CreditPackage | null;
  /** The signed-in user's id; without it the purchase button stays disabled (spec 000 section 2). */
  userId: string | null;
  /** Leaves the app for the hosted checkout page. */
  redirect?: (url: string) => void;
}

export const CHECKOUT_ERROR = {
  title: 'Checkout Error',
  description: 'Unable to start checkout. Please try again.',
} as const;

export function CheckoutStep({ pkg, userId, redirect = (url) => window.location.assign(url) }: Props) {
  const [startCheckout, { isLoading }] = buyCreditsApi.useStartCheckoutMutation();

  const purchase = async () => {
    if (!pkg || !userId) return;
    try {
      const { url } = await startCheckout(pkg.id).unwrap();
      redirect(url);
    } catch (error) {
      console.error('Checkout failed to start', error);
      toast({ ...CHECKOUT_ERROR, variant: 'destructive' });
    }
  };

  return (
    <Card className="shadow-sm" aria-labelledby="checkout-heading">
      <Card.Body>
        <h2 id="checkout-heading" className="h5">
          Checkout
        </h2>
        {pkg ? (
          <dl className="row mb-3">
            <dt className="col-5 fw-normal text-body-secondary">Package</dt>
            <dd className="col-7 fw-semibold">{pkg.title}</dd>
            <dt className="col-5 fw-normal text-body-secondary">Credits</dt>
            <dd className="col-7 fw-semibold">{pkg.credits}</dd>
            <dt className="col-5 fw-normal text-body-secondary">Price</dt>
            <dd className="col-7 fw-semibold">{formatPrice(pkg)}</dd>
          </dl>
        ) : (
          <p className="text-body-secondary">Choose a plan above to continue.</p>
        )}
        {!userId ? (
          <p className="small">
            <Link to="/auth?redirect=%2Fbuy-credits">Sign in</Link> to purchase credits.
          </p>
        ) : null}
        <Button className="w-100" onClick={() => void purchase()} disabled={!pkg || !userId || isLoading}>
          {isLoading ? (
            <Spinner size="sm" animation="border" role="status" aria-label="Starting checkout" />
          ) : (
            'Proceed to Payment'
          )}
        </Button>
        <p className="small text-body-secondary mt-2 mb-0">
          You will pay on a secure hosted card checkout page and come back here afterwards.
        </p>
      </Card.Body>
    </Card>
  );
}
