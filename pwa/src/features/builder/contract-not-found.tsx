import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';

export function ContractNotFound() {
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <Card className="shadow-sm text-center">
        <Card.Body className="p-4">
          <h1 className="h4">Contract Not Found</h1>
          <p className="text-body-secondary">This contract does not exist or is no longer available.</p>
          <Link to="/" className="btn btn-primary">
            Go Home
          </Link>
        </Card.Body>
      </Card>
    </div>
  );
}
