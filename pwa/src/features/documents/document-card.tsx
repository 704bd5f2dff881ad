import { useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { canDownloadItem, canEdit, STATUS_LABELS, type DocumentItem } from './document-items';
import { InlineRename } from './inline-rename';

export interface CardActions {
  rename: (item: DocumentItem, name: string) => void;
  remove: (item: DocumentItem) => void;
  download: (item: DocumentItem) => void;
  email: (item: DocumentItem) => void;
  unlock: (item: DocumentItem) => void;
}

interface Props {
  item: DocumentItem;
  actions: CardActions;
  busy: boolean;
  online: boolean;
  /** The contract's signature state and actions (features/signatures), when it has or may have one. */
  signature?: ReactNode;
  /** Why Delete is not offered (a contract out for signature or signed), if so. */
  deleteBlocked?: string;
}

function href(item: DocumentItem): string {
  const id = encodeURIComponent(item.id);
  return item.kind === 'contract' ? `/contract-builder/${id}` : `/contract-review-details/${id}`;
}

export function DocumentCard({ item, actions, busy, online, signature, deleteBlocked }: Props) {
  const [renaming, setRenaming] = useState(false);
  return (
    <Card className="shadow-sm h-100" data-testid="document-card" data-document-id={item.id}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <Badge bg="light" text="dark" className="border">
            {item.kind === 'contract' ? 'Contract' : 'Review'}
          </Badge>
          <Badge
            bg={item.status === 'finalized' ? 'dark' : item.status === 'draft' ? 'secondary' : 'primary'}
          >
            {STATUS_LABELS[item.status]}
          </Badge>
        </div>
        {renaming ? (
          <InlineRename
            initial={item.name}
            onCancel={() => setRenaming(false)}
            onSave={(name) => {
              setRenaming(false);
              if (name !== item.name) actions.rename(item, name);
            }}
          />
        ) : (
          <h2 className="h6 mb-1 text-break">
            <Link to={href(item)}>{item.name}</Link>
          </h2>
        )}
        <p className="small text-body-secondary mb-1">{item.detail}</p>
        <p className="small text-body-secondary mb-3">
          Updated {new Date(item.updatedAt).toLocaleDateString()}
        </p>
        {signature ? <div className="mb-2">{signature}</div> : null}
        <div className="mt-auto d-flex flex-wrap gap-2">
          {item.kind === 'contract' && canEdit(item.status) ? (
            <Link
              className="btn btn-sm btn-outline-primary"
              to={href(item)}
              aria-label={`Edit ${item.name}`}
              title="Edit"
            >
              ✎ Edit
            </Link>
          ) : null}
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${item.name}`}
          >
            Rename
          </Button>
          {canDownloadItem(item) ? (
            <>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => actions.download(item)}
                disabled={busy || !online}
              >
                {item.downloadedAt ? 'Download Again' : 'Download (2 credits)'}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => actions.email(item)}
                disabled={!online}
              >
                Email
              </Button>
            </>
          ) : null}
          {item.kind === 'review' && !item.isPaid ? (
            <Button
              size="sm"
              variant="outline-success"
              onClick={() => actions.unlock(item)}
              disabled={busy || !online}
            >
              Unlock Review (1 Credit)
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => actions.remove(item)}
            aria-label={`Delete ${item.name}`}
            disabled={Boolean(deleteBlocked)}
            title={deleteBlocked}
          >
            Delete
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
