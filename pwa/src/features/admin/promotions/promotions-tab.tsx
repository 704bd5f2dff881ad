import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { Promotion } from '@shared-schema';
import { adminApi } from '../api/admin-api';
import { AdminList, editAndDelete } from '../admin-list';
import { DeleteConfirm } from '../confirm-dialog';
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
      <AdminList
        label="Promotions"
        items={data}
        empty="No promotions yet."
        columns={[
          {
            header: 'Name',
            cell: (p) => (
              <>
                <div>{p.name}</div>
                <div className="small text-body-secondary">{p.description}</div>
              </>
            ),
          },
          { header: 'Credits', cell: (p) => p.creditsAmount },
          {
            header: 'Code',
            cell: (p) => p.promotionCode ?? <span className="text-body-secondary">automatic</span>,
          },
          { header: 'Dates', cell: (p) => `${day(p.startDate)} – ${day(p.endDate)}`, className: 'small' },
          { header: 'Redemptions', cell: (p) => `${p.currentRedemptions} / ${p.maxRedemptions ?? '∞'}` },
          {
            header: 'Status',
            cell: (p) => (
              <>
                {p.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
                {p.isForNewUsersOnly && (
                  <Badge bg="info" className="ms-1">
                    New users
                  </Badge>
                )}
              </>
            ),
          },
        ]}
        actions={(p) => [
          { label: 'Stats', variant: 'outline-secondary', onClick: () => setStats(p) },
          ...editAndDelete(
            () => setForm({ editing: p }),
            () => setDeleting(p),
          ),
        ]}
      />
      {form && (
        <PromotionForm
          key={form.editing?.id ?? 'new'}
          editing={form.editing}
          show
          onClose={() => setForm(null)}
        />
      )}
      {stats && <PromotionStats promotion={stats} onClose={() => setStats(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete promotion"
        body={(target) => `Delete the promotion "${target.name}"? Its redemption history goes with it.`}
        confirmLabel="Delete promotion"
        pending={removing.isLoading}
        onClose={() => setDeleting(null)}
        remove={(target) => remove(target.id).unwrap()}
        texts={{ success: 'Promotion deleted', failure: 'Failed to delete promotion', detail: (t) => t.name }}
      />
    </Card>
  );
}
