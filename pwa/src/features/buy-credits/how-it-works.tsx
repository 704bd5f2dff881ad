import { CREDIT_COSTS } from '@shared-schema';

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className="h5">
        How it works
      </h2>
      <ol className="mb-0">
        <li>Choose a plan and pay on the secure checkout page.</li>
        <li>Your credits are added to your account as soon as the payment is confirmed.</li>
        <li>
          Spend them: {CREDIT_COSTS.contractDownload} credits to download a contract,{' '}
          {CREDIT_COSTS.reviewUnlock} credit to unlock a full review.
        </li>
        <li>Credits never expire.</li>
      </ol>
    </section>
  );
}
