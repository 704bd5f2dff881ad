import { TIMINGS_MS } from '../../lib/shared-constants';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import { Link } from 'react-router';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent';

/** Appears 2 s after load when no choice is stored; closing counts as declining (spec 000 section 2). */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readCookieConsent()) return;
    const timer = setTimeout(() => setVisible(true), TIMINGS_MS.cookieBannerDelay);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const choose = (value: CookieConsent) => {
    writeCookieConsent(value);
    setVisible(false);
  };

  return (
    <section
      className="position-fixed bottom-0 start-0 end-0 bg-body border-top shadow-lg p-3"
      style={{ zIndex: 1070 }}
      role="region"
      aria-label="Cookie consent"
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3">
        <p className="mb-0 flex-grow-1 small">
          We use essential storage to keep you signed in and your drafts on this device. With your consent we
          also measure which pages help people most. Read our <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <div className="d-flex gap-2 align-items-center">
          <Button variant="outline-secondary" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button variant="primary" onClick={() => choose('accepted')}>
            Accept All
          </Button>
          <CloseButton aria-label="Close cookie banner" onClick={() => choose('declined')} />
        </div>
      </div>
    </section>
  );
}
