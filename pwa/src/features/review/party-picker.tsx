import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { sideNote, type ReviewPerspective } from '@shared-schema';

/**
 * Which party the user is. Red flags, the score and the suggested edits are read from that side;
 * choosing another party runs the review again from the new side.
 */
export function PartyPicker(props: {
  perspective: ReviewPerspective;
  pending: boolean;
  onPick: (party: string) => void;
}) {
  const { perspective, pending, onPick } = props;
  return (
    <Card className="shadow-sm mb-3" data-testid="party-picker">
      <Card.Body>
        <Form.Group controlId="review-party">
          <Form.Label className="fw-semibold">Your side</Form.Label>
          <Form.Select value={perspective.party} disabled={pending} onChange={(e) => onPick(e.target.value)}>
            {perspective.parties.map((p) => {
              const term = p.aliases[0] ?? p.name;
              return (
                <option key={term} value={term}>
                  {p.aliases[0] ? `${p.name} ("${term}")` : p.name}
                </option>
              );
            })}
          </Form.Select>
          <Form.Text>
            {perspective.unmatchedRequest
              ? `${sideNote({ perspective }) ?? ''} Which party are you?`
              : perspective.chosenBy === 'default'
                ? `Read as the ${perspective.party}, the party this contract is hardest on (usually the one that did not draft it). Which party are you?`
                : `Red flags, score and suggested edits protect the ${perspective.party}.`}
          </Form.Text>
          {perspective.partiesFrom === 'role-words' && (
            <Form.Text className="d-block" data-testid="parties-from-roles">
              This contract names no parties, so its sides were read from the roles it uses (
              {perspective.parties.map((p) => `the ${p.name}`).join(', ')}).
            </Form.Text>
          )}
        </Form.Group>
      </Card.Body>
    </Card>
  );
}
