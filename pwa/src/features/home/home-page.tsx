import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useSession } from '../auth';

export function HomePage() {
  usePageMeta({});
  const { guestId, isGuest } = useSession();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const buildContract = async () => {
    setStarting(true);
    try {
      // Spec 000 section 2: a new build starts from a clean guest draft.
      if (guestId) {
        const { clearGuestContractData } = await import('../../db/guest-store');
        await clearGuestContractData(guestId);
      }
    } catch (error) {
      console.warn('Could not clear the guest draft', error);
    } finally {
      setStarting(false);
      void navigate('/contract-builder');
    }
  };

  return (
    <div className="container py-5">
      <header className="text-center mb-5">
        <h1 className="display-6 fw-bold">What would you like to do?</h1>
        <p className="lead text-body-secondary">
          {isGuest
            ? 'You are exploring as a guest — sign up any time to keep your work.'
            : 'Draft a new agreement or check one you were sent.'}
        </p>
      </header>
      <Row className="g-4 justify-content-center">
        <Col md={5}>
          <Card className="h-100 shadow-sm">
            <Card.Body className="p-4 d-flex flex-column">
              <h2 className="h4">Build Contract</h2>
              <p className="text-body-secondary flex-grow-1">
                Tell the assistant what you need. It asks for the missing details and drafts a contract you
                can download as a Word document.
              </p>
              <Button onClick={() => void buildContract()} disabled={starting}>
                Build Contract
              </Button>
            </Card.Body>
          </Card>
        </Col>
        <Col md={5}>
          <Card className="h-100 shadow-sm">
            <Card.Body className="p-4 d-flex flex-column">
              <h2 className="h4">Review Contract</h2>
              <p className="text-body-secondary flex-grow-1">
                Paste or upload a contract and get a score, red flags, missing clauses and plain-language
                explanations.
              </p>
              <Link to="/contract-review" className="btn btn-outline-primary">
                Review Contract
              </Link>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <section className="mt-5 text-center">
        <h2 className="h5">Why people use Clausecraft</h2>
        <p className="text-body-secondary mb-0">
          Plain questions instead of legal templates, drafts that keep working offline, and credits that never
          expire.
        </p>
      </section>
    </div>
  );
}
