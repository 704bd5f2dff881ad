import { CREDIT_PACKAGES } from '@shared-schema/constants';
import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { countLabel } from '../../lib/count-label';
import { ensureGuestSession } from '../auth';
import { BENEFITS, FEATURES, TESTIMONIALS, TRUST_BADGES, TRUST_STATS } from './landing-content';
import { LandingHeader } from './landing-header';

function priceLabel(price: number, recurring: 'none' | 'monthly'): string {
  if (price === 0) return 'Free';
  return recurring === 'monthly' ? `$${price} / month` : `$${price} one-time`;
}

/** Also written into the prerendered page's head at build time. */
export const LANDING_META = {
  title: 'Build a contract in minutes',
  description:
    'Chat with an assistant to draft a contract in minutes for under $10, or get a contract reviewed. Start free.',
  path: '/',
} as const;

/** Memoised and free of session state: the session resolving after the first paint does not re-render the page. */
export const LandingPage = memo(function LandingPage() {
  usePageMeta(LANDING_META);
  const navigate = useNavigate();
  const startFree = async () => {
    try {
      await ensureGuestSession();
    } catch (error) {
      console.warn('Guest session could not be created', error);
    }
    void navigate('/');
  };

  return (
    <>
      <LandingHeader />
      <section className="hero py-5">
        <div className="container py-lg-4 text-center" style={{ maxWidth: 860 }}>
          <h1 className="display-5 fw-bold">Build a contract in minutes, for under $10</h1>
          <p className="lead text-body-secondary my-4">
            Freelancers, small businesses and property managers describe what they need; Clausecraft asks the
            right questions and drafts the agreement. Try it free — no card needed.
          </p>
          <Button size="lg" onClick={() => void startFree()}>
            Create My First Contract FREE
          </Button>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="features-title">
        <h2 id="features-title" className="h3 text-center mb-4">
          Features
        </h2>
        <div className="row g-4">
          {FEATURES.map((feature) => (
            <div className="col-md-6 col-lg-3" key={feature.title}>
              <h3 className="h5">{feature.title}</h3>
              <p className="text-body-secondary">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-body-tertiary py-5" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title" className="h3 text-center mb-4">
            What users say
          </h2>
          <div className="row g-4">
            {TESTIMONIALS.map((item) => (
              <figure className="col-md-4 mb-0" key={item.who}>
                <blockquote className="blockquote fs-6">“{item.quote}”</blockquote>
                <figcaption className="blockquote-footer mt-1">{item.who}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="h3 text-center mb-4">
          Benefits
        </h2>
        <ul className="list-unstyled mx-auto" style={{ maxWidth: 560 }}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="mb-2">
              <span aria-hidden="true" className="text-success-emphasis">
                ✓
              </span>{' '}
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-body-tertiary py-5" aria-labelledby="pricing-title">
        <div className="container">
          <h2 id="pricing-title" className="h3 text-center mb-4">
            Pricing
          </h2>
          <div className="row g-4">
            {CREDIT_PACKAGES.map((pack) => (
              <div className="col-md-6 col-lg-3" key={pack.id}>
                <div className={`card h-100 ${pack.popular ? 'border-primary border-2' : ''}`}>
                  <div className="card-body">
                    {pack.popular ? <span className="badge bg-primary mb-2">Most popular</span> : null}
                    <h3 className="h5">{pack.title}</h3>
                    <p className="fs-4 fw-bold mb-1">{priceLabel(pack.price, pack.recurring)}</p>
                    <p className="text-body-secondary small">{countLabel(pack.credits, 'credit')}</p>
                    <ul className="small ps-3 mb-0">
                      {pack.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="trust-title">
        <h2 id="trust-title" className="h3 text-center mb-4">
          Simple and transparent
        </h2>
        <div className="row text-center g-4">
          {TRUST_STATS.map((stat) => (
            <div className="col-6 col-md-3" key={stat.label}>
              <p className="display-6 fw-bold mb-0">{stat.value}</p>
              <p className="text-body-secondary">{stat.label}</p>
            </div>
          ))}
        </div>
        <ul className="list-inline text-center mt-3">
          {TRUST_BADGES.map((badge) => (
            <li className="list-inline-item badge text-bg-light border m-1 p-2" key={badge}>
              {badge}
            </li>
          ))}
        </ul>
      </section>

      <section className="container pb-4" aria-label="Legal disclaimers">
        <p className="small text-body-secondary text-center mb-0">
          Clausecraft is not a law firm and does not give legal advice. Generated contracts and reviews are
          general information; we advise having important agreements reviewed by a qualified lawyer.
        </p>
      </section>
    </>
  );
});
