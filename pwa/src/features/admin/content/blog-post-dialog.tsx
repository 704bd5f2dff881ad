import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { parseTags, type BlogPost } from '@shared-schema';
import { AdminField } from '../admin-field';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';

/** A slug suggested from the title: lowercase letters, digits and single dashes. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** Spec 001 section 2: the blog post dialog. */
export function BlogPostDialog({ editing, onClose }: { editing: BlogPost | null; onClose: () => void }) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(editing !== null);
  const [excerpt, setExcerpt] = useState(editing?.excerpt ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [tags, setTags] = useState(editing?.tags.join(', ') ?? '');
  const [published, setPublished] = useState(editing?.published ?? false);
  const [save, saving] = adminApi.useSaveBlogPostMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      title: title.trim(),
      slug: slug.trim(),
      excerpt,
      content,
      tags: parseTags(tags),
      published,
    };
    const ok = await runAdminAction(() => save({ id: editing?.id ?? null, body }).unwrap(), {
      success: editing ? 'Blog post updated' : 'Blog post created',
      successDetail: published ? `Published at /blog/${body.slug}` : 'Saved as a draft',
      failure: 'Failed to save blog post',
    });
    if (ok) onClose();
  };
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="blog-dialog-title">
      <Form onSubmit={(e) => void submit(e)} aria-label="Blog post">
        <Modal.Header closeButton>
          <Modal.Title id="blog-dialog-title" className="h5">
            {editing ? 'Edit Blog Post' : 'Create New Blog Post'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-grid gap-3">
          <AdminField
            id="blog-title"
            label="Title"
            required
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
          />
          <AdminField
            id="blog-slug"
            label="Slug"
            required
            value={slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.target.value);
            }}
          />
          <AdminField
            id="blog-excerpt"
            label="Excerpt"
            as="textarea"
            rows={3}
            value={excerpt}
            onChange={(e) => setExcerpt(e.target.value)}
          />
          <AdminField
            id="blog-content"
            label="Content (Markdown supported)"
            as="textarea"
            rows={12}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <AdminField
            id="blog-tags"
            label="Tags (comma-separated)"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
          <Form.Check
            id="blog-publish"
            label="Publish immediately"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving.isLoading || !title.trim() || !slug.trim()}>
            {saving.isLoading ? 'Saving...' : 'Save Blog Post'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
