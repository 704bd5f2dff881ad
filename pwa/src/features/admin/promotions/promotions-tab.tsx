import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { Promotion } from '@shared-schema';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';
import { ConfirmDialog } from '../confirm-dialog';
import { PromotionForm } from './promotion-form';
import { countLabel } from '../../../lib/count-label';

function day(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString() : '—';
}

function PromotionStats({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { data, isError } = adminApi.useGetPromotionStatsQuery(promotion.id, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Modal show onHide={onClose} aria-labelledby="promotion-stats-title">
      <Modal.Header closeButton>
        <Modal.Title id="promotion-stats-title" className="h5">
          Statistics: {promotion.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isError && <p className="text-danger">Could not load the statistics.</p>}
        {data && (
          <>
            <dl className="row">
              <dt className="col-7">Total redemptions</dt>
              <dd className="col-5">{data.totalRedemptions}</dd>
              <dt className="col-7">Total credits awarded</dt>
              <dd className="col-5">{data.totalCreditsAwarded}</dd>
            </dl>
            <h3 className="h6">Recent redemptions</h3>
            {data.recentRedemptions.length === 0 ? (
              <p className="text-body-secondary">None yet.</p>
            ) : (
              <Table size="sm">
                <tbody>
                  {data.recentRedemptions.map((r) => (
                    <tr key={r.id}>
                      <td className="small text-break">{r.userId}</td>
                      <td>{countLabel(r.creditsAwarded, 'credit')}</td>
                      <td className="small">{new Date(r.redeemedAt).toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}

/** Tab 3: promotions with their redemptions, the create/edit form, statistics and deletion. */
export function PromotionsTab() {
  const { data, isError } = adminApi.useGetPromotionsQuery();
  const [form, setForm] = useState<{ editing: Promotion | null } | null>(null);
  const [stats, setStats] = useState<Promotion | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const [remove, removing] = adminApi.useDeletePromotionMutation();
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h6 mb-0">Promotions</h2>
        <Button size="sm" onClick={() => setForm({ editing: null })}>
          Create Promotion
        </Button>
      </Card.Header>
      {isError && <Card.Body className="text-danger">Could not load promotions.</Card.Body>}
      {data?.length === 0 && <Card.Body className="text-body-secondary">No promotions yet.</Card.Body>}
      {data && data.length > 0 && (
        <div className="table-responsive">
          <Table className="mb-0 align-middle" aria-label="Promotions">
            <thead>
              <tr>
                <th>Name</th>
                <th>Credits</th>
                <th>Code</th>
                <th>Dates</th>
                <th>Redemptions</th>
                <th>Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.id}>
                  <td>
                    <div>{p.name}</div>
                    <div className="small text-body-secondary">{p.description}</div>
                  </td>
                  <td>{p.creditsAmount}</td>
                  <td>{p.promotionCode ?? <span className="text-body-secondary">automatic</span>}</td>
                  <td className="small">
                    {day(p.startDate)} – {day(p.endDate)}
                  </td>
                  <td>
                    {p.currentRedemptions} / {p.maxRedemptions ?? '∞'}
                  </td>
                  <td>
                    {p.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
                    {p.isForNewUsersOnly && (
                      <Badge bg="info" className="ms-1">
                        New users
                      </Badge>
                    )}
                  </td>
                  <td className="text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      className="me-1"
                      onClick={() => setStats(p)}
                    >
                      Stats
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-1"
                      onClick={() => setForm({ editing: p })}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setDeleting(p)}>
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {form && (
        <PromotionForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          show
          onClose={() => setForm(null)}
        />
      )}
      {stats && <PromotionStats promotion={stats} onClose={() => setStats(null)} />}
      <ConfirmDialog
        item={deleting}
        title="Delete promotion"
        body={(target) => `Delete the promotion "${target.name}"? Its redemption history goes with it.`}
        confirmLabel="Delete promotion"
        pending={removing.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          void runAdminAction(() => remove(target.id).unwrap(), {
            success: 'Promotion deleted',
            successDetail: target.name,
            failure: 'Failed to delete promotion',
          });
        }}
      />
    </Card>
  );
}
