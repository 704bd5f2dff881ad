import { TIMINGS_MS } from '@shared-schema';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { api } from '../../lib/api/api';
import { countLabel } from '../../lib/count-label';
import { clearPurchaseReturn, markPurchaseReturnReady, readPurchaseReturn } from '../credits';

const REDIRECT_SECONDS = TIMINGS_MS.paymentSuccessRedirect / 1000;

/**
 * Where the hosted checkout returns. The credits arrive through the provider's webhook, which may land a
 * moment after the browser does, so the balance is refetched after 2 s; after 5 s the user goes back to /buy-credits,
 * or, when the purchase started from 'Credits Required', to the page that needed the credits, which offers to
 * finish the action (FinishAfterPurchase).
 */
export function BuyCreditsSuccessPage() {
  usePageMeta({ title: 'Payment Successful', noindex: true });
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);
  // A way back that an earlier payment already opened is stale: this purchase started elsewhere.
  const [back] = useState(() => {
    const found = readPurchaseReturn();
    return found && !found.ready ? found : null;
  });
  const target = back?.path ?? '/buy-credits';

  useEffect(() => {
    if (back) markPurchaseReturnReady();
    else clearPurchaseReturn();
  }, [back]);

  useEffect(() => {
    const refetch = setTimeout(
      () => dispatch(api.util.invalidateTags(['Credits', 'CreditTransactions'])),
      TIMINGS_MS.paymentSuccessCreditsRefetch,
    );
    const leave = setTimeout(() => navigate(target, { replace: true }), TIMINGS_MS.paymentSuccessRedirect);
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1_000);
    return () => {
      clearTimeout(refetch);
      clearTimeout(leave);
      clearInterval(tick);
    };
  }, [dispatch, navigate, target]);

  const packageName = params.get('package');
  const credits = params.get('credits');
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <div className="display-4 text-success mb-3" aria-hidden="true">
        ✓
      </div>
      <PageHeader
        title="Payment Successful"
        lead={
          packageName && credits
            ? `${countLabel(Number(credits), 'credit')} from ${packageName} are being added to your account.`
            : 'Your credits are being added to your account.'
        }
      />
      <p role="status">
        Returning to {back ? back.action : 'Buy Credits'} in {secondsLeft} second
        {secondsLeft === 1 ? '' : 's'}…
      </p>
      <div className="d-flex justify-content-center gap-2 flex-wrap">
        {back ? (
          <Link to={back.path} replace className="btn btn-primary">
            Continue: {back.action}
          </Link>
        ) : null}
        <Link
          to="/buy-credits"
          className={`btn ${back ? 'btn-outline-secondary' : 'btn-primary'}`}
          onClick={clearPurchaseReturn}
        >
          Back to Buy Credits
        </Link>
        {params.get('transaction') ? (
          <Link to={`/purchase-success?${params.toString()}`} className="btn btn-outline-secondary">
            View receipt
          </Link>
        ) : null}
      </div>
    </div>
  );
}
