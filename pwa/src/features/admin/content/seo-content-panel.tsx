import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LIMITS } from '@shared-schema/constants';
import type { SeoContent } from '@shared-schema';
import { runAdminAction } from '../admin-action';
import { adminApi, type SeoContentInput } from '../api/admin-api';
import { ConfirmDialog } from '../confirm-dialog';

const EMPTY: SeoContentInput = {
  page: '',
  title: '',
  description: '',
  keywords: '',
  content: '',
  canonicalUrl: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  isActive: true,
};

type TextField = Exclude<keyof SeoContentInput, 'isActive'>;

function SeoForm({ editing, onDone }: { editing: SeoContent | null; onDone: () => void }) {
  const [values, setValues] = useState<SeoContentInput>(() => {
    if (!editing) return EMPTY;
    const { id: _id, ...rest } = editing;
    return rest;
  });
  const [save, saving] = adminApi.useSaveSeoContentMutation();
  const field = (key: TextField) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const canSave =
    values.page.trim() !== '' &&
    values.title.trim() !== '' &&
    values.title.length <= LIMITS.seoTitleMax &&
    values.description.length <= LIMITS.seoDescriptionMax;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    const ok = await runAdminAction(() => save({ id: editing?.id ?? null, body: values }).unwrap(), {
      success: editing ? 'SEO content updated' : 'SEO content created',
      successDetail: values.page,
      failure: 'Failed to save SEO content',
    });
    if (ok) {
      setValues(EMPTY);
      onDone();
    }
  };
  const counter = (length: number, max: number) => (
    <Form.Text className={length > max ? 'text-danger' : undefined}>
      {length}/{max} characters
    </Form.Text>
  );
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="SEO content" className="row g-3">
      <Form.Group className="col-md-4" controlId="seo-page">
        <Form.Label>Page</Form.Label>
        <Form.Control placeholder="/ or /contract-review" required {...field('page')} />
      </Form.Group>
      <Form.Group className="col-md-8" controlId="seo-title">
        <Form.Label>Title</Form.Label>
        <Form.Control required {...field('title')} />
        {counter(values.title.length, LIMITS.seoTitleMax)}
      </Form.Group>
      <Form.Group className="col-12" controlId="seo-description">
        <Form.Label>Description</Form.Label>
        <Form.Control as="textarea" rows={2} {...field('description')} />
        {counter(values.description.length, LIMITS.seoDescriptionMax)}
      </Form.Group>
      <Form.Group className="col-md-6" controlId="seo-keywords">
        <Form.Label>Keywords</Form.Label>
        <Form.Control placeholder="comma separated" {...field('keywords')} />
      </Form.Group>
      <Form.Group className="col-md-6" controlId="seo-canonical">
        <Form.Label>Canonical URL</Form.Label>
        <Form.Control type="url" {...field('canonicalUrl')} />
      </Form.Group>
      <Form.Group className="col-md-6" controlId="seo-og-title">
        <Form.Label>OG Title</Form.Label>
        <Form.Control {...field('ogTitle')} />
      </Form.Group>
      <Form.Group className="col-md-6" controlId="seo-og-image">
        <Form.Label>OG Image</Form.Label>
        <Form.Control type="url" {...field('ogImage')} />
      </Form.Group>
      <Form.Group className="col-12" controlId="seo-og-description">
        <Form.Label>OG Description</Form.Label>
        <Form.Control as="textarea" rows={2} {...field('ogDescription')} />
      </Form.Group>
      <Form.Group className="col-12" controlId="seo-content">
        <Form.Label>Content</Form.Label>
        <Form.Control as="textarea" rows={3} {...field('content')} />
      </Form.Group>
      <div className="col-12 d-flex align-items-center gap-3">
        <Form.Check
          id="seo-active"
          label="Active"
          checked={values.isActive}
          onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
        />
        <Button type="submit" disabled={!canSave || saving.isLoading}>
          {saving.isLoading ? 'Saving...' : 'Save SEO Content'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}

/** SEO Content: one entry per page; the active entry sets that page's head tags in the served HTML. */
export function SeoContentPanel() {
  const { data } = adminApi.useGetSeoContentQuery();
  const [editing, setEditing] = useState<SeoContent | null>(null);
  const [deleting, setDeleting] = useState<SeoContent | null>(null);
  const [remove] = adminApi.useDeleteSeoContentMutation();
  return (
    <div className="d-grid gap-4">
      <Card className="shadow-sm">
        <Card.Body>
          <h3 className="h6">{editing ? `Edit SEO content for ${editing.page}` : 'Add SEO content'}</h3>
          <SeoForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        </Card.Body>
      </Card>
      <Table aria-label="SEO entries" className="align-middle">
        <thead>
          <tr>
            <th>Page</th>
            <th>Title</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {data?.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.page}</td>
              <td>{entry.title}</td>
              <td>
                {entry.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
              </td>
              <td className="text-nowrap">
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-1"
                  onClick={() => setEditing(entry)}
                >
                  Edit
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => setDeleting(entry)}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        item={deleting}
        title="Delete SEO content"
        body={(target) =>
          `Delete the SEO content of ${target.page}? The page falls back to its default title and tags.`
        }
        confirmLabel="Delete SEO content"
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          void runAdminAction(() => remove(target.id).unwrap(), {
            success: 'SEO content deleted',
            successDetail: target.page,
            failure: 'Failed to delete SEO content',
          });
        }}
      />
    </div>
  );
}
