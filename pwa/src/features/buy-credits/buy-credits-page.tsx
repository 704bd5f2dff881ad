import { CREDIT_PACKAGES, type CreditPackage } from '@shared-schema';
import { useState } from 'react';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../components/ui/use-page-meta';
import {
  clearPurchaseReturn,
  LastKnownNote,
  readPurchaseReturn,
  RecentTransactions,
  useCredits,
} from '../credits';
import { useSession } from '../auth';
import { buyCreditsApi } from './buy-credits-api';
import { CheckoutStep } from './checkout-step';
import { HowItWorks } from './how-it-works';
import { PackageCard } from './package-card';
import { RedeemCodeForm } from './redeem-code-form';

export function BuyCreditsPage() {
  usePageMeta({
    title: 'Pricing',
    description: 'Credit plans for building and reviewing contracts. Credits never expire.',
  });
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' && user !== null;
  const credits = useCredits();
  const packagesQuery = buyCreditsApi.useGetCreditPackagesQuery();
  // Offline or before the server answers, the bundled plan table (the same one the server serves) keeps the page useful.
  const packages: readonly CreditPackage[] = packagesQuery.data ?? CREDIT_PACKAGES;
  const [selected, setSelected] = useState<CreditPackage | null>(null);
  const [returnTo, setReturnTo] = useState(() => (signedIn ? readPurchaseReturn() : null));

  return (
    <div className="container py-4">
      <PageHeader title="Credit Plans" lead="View pricing plans and buy credits. Credits never expire." />
      {returnTo && !returnTo.ready ? (
        <p className="alert alert-info d-flex flex-wrap gap-2 align-items-center">
          <span className="me-auto">After buying you return to: {returnTo.action}.</span>
          <Link to={returnTo.path}>Go back</Link>
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => {
              clearPurchaseReturn();
              setReturnTo(null);
            }}
          >
            Stay on Buy Credits
          </button>
        </p>
      ) : null}
      {signedIn ? (
        <Card className="shadow-sm mb-4">
          <Card.Body className="d-flex align-items-center gap-3">
            <div>
              <div className="text-body-secondary small">Available credits</div>
              <div className="display-6 fw-bold" data-testid="credit-balance">
                {credits.data?.credits ?? 0}
              </div>
              <LastKnownNote show={credits.lastKnown} />
            </div>
            <RedeemCodeForm />
          </Card.Body>
        </Card>
      ) : null}
      <Row xs={1} md={2} xl={4} className="g-3 mb-4">
        {packages.map((pkg) => (
          <Col key={pkg.id}>
            <PackageCard
              pkg={pkg}
              selected={selected?.id === pkg.id}
              onSelect={setSelected}
              signedIn={signedIn}
            />
          </Col>
        ))}
      </Row>
      <Row className="g-4">
        <Col lg={5}>
          <CheckoutStep pkg={selected} userId={signedIn ? user.uid : null} />
        </Col>
        <Col lg={7}>
          <HowItWorks />
          {signedIn ? (
            <div className="mt-4">
              <RecentTransactions
                labelledBy="recent-transactions-heading"
                heading={
                  <h2 id="recent-transactions-heading" className="h5">
                    Recent transactions
                  </h2>
                }
              />
            </div>
          ) : null}
        </Col>
      </Row>
    </div>
  );
}
