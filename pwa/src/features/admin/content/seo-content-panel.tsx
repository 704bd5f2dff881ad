import { useState, type ComponentProps, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LIMITS } from '@shared-schema/constants';
import type { SeoContent } from '@shared-schema';
import { runAdminAction } from '../admin-action';
import { adminApi, type SeoContentInput } from '../api/admin-api';
import { AdminField } from '../admin-field';
import { AdminList, editAndDelete } from '../admin-list';
import { DeleteConfirm } from '../confirm-dialog';

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
  const fields: Array<[TextField, string, string, Partial<ComponentProps<typeof AdminField>>]> = [
    ['page', 'Page', 'col-md-4', { placeholder: '/ or /contract-review', required: true }],
    [
      'title',
      'Title',
      'col-md-8',
      { required: true, help: counter(values.title.length, LIMITS.seoTitleMax) },
    ],
    [
      'description',
      'Description',
      'col-12',
      { as: 'textarea', rows: 2, help: counter(values.description.length, LIMITS.seoDescriptionMax) },
    ],
    ['keywords', 'Keywords', 'col-md-6', { placeholder: 'comma separated' }],
    ['canonicalUrl', 'Canonical URL', 'col-md-6', { type: 'url' }],
    ['ogTitle', 'OG Title', 'col-md-6', {}],
    ['ogImage', 'OG Image', 'col-md-6', { type: 'url' }],
    ['ogDescription', 'OG Description', 'col-12', { as: 'textarea', rows: 2 }],
    ['content', 'Content', 'col-12', { as: 'textarea', rows: 3 }],
  ];
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="SEO content" className="row g-3">
      {fields.map(([key, label, className, extra]) => (
        <AdminField
          key={key}
          id={`seo-${key}`}
          label={label}
          className={className}
          {...extra}
          {...field(key)}
        />
      ))}
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
      <AdminList
        label="SEO entries"
        items={data}
        empty="No SEO content yet."
        columns={[
          { header: 'Page', cell: (entry) => entry.page },
          { header: 'Title', cell: (entry) => entry.title },
          {
            header: 'Status',
            cell: (entry) =>
              entry.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>,
          },
        ]}
        actions={(entry) =>
          editAndDelete(
            () => setEditing(entry),
            () => setDeleting(entry),
          )
        }
      />
      <DeleteConfirm
        item={deleting}
        title="Delete SEO content"
        body={(target) =>
          `Delete the SEO content of ${target.page}? The page falls back to its default title and tags.`
        }
        confirmLabel="Delete SEO content"
        onClose={() => setDeleting(null)}
        remove={(target) => remove(target.id).unwrap()}
        texts={{
          success: 'SEO content deleted',
          failure: 'Failed to delete SEO content',
          detail: (target) => target.page,
        }}
      />
    </div>
  );
}
