import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { BlogPost } from '@shared-schema';
import { adminApi } from '../api/admin-api';
import { AdminList, editAndDelete } from '../admin-list';
import { DeleteConfirm } from '../confirm-dialog';
import { BlogPostDialog } from './blog-post-dialog';

/** Blog Posts: drafts and published posts; published ones are public at /blog/:slug. */
export function BlogPostsPanel() {
  const { data } = adminApi.useGetBlogPostsQuery();
  const [dialog, setDialog] = useState<{ editing: BlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [remove] = adminApi.useDeleteBlogPostMutation();
  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <a href="/blog" target="_blank" rel="noreferrer" className="small">
          View the public blog
        </a>
        <Button size="sm" onClick={() => setDialog({ editing: null })}>
          New Blog Post
        </Button>
      </div>
      <AdminList
        label="Blog posts"
        items={data}
        empty="No blog posts yet."
        columns={[
          { header: 'Title', cell: (post) => post.title },
          { header: 'Slug', cell: (post) => post.slug, className: 'small' },
          {
            header: 'Status',
            cell: (post) =>
              post.published ? <Badge bg="success">Published</Badge> : <Badge bg="secondary">Draft</Badge>,
          },
        ]}
        actions={(post) =>
          editAndDelete(
            () => setDialog({ editing: post }),
            () => setDeleting(post),
          )
        }
      />
      {dialog && (
        <BlogPostDialog
          key={dialog.editing?.id ?? 'new'}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
        />
      )}
      <DeleteConfirm
        item={deleting}
        title="Delete blog post"
        body={(target) => `Delete "${target.title}"? It disappears from the public blog.`}
        confirmLabel="Delete blog post"
        onClose={() => setDeleting(null)}
        remove={(target) => remove(target.id).unwrap()}
        texts={{
          success: 'Blog post deleted',
          failure: 'Failed to delete blog post',
          detail: (target) => target.title,
        }}
      />
    </div>
  );
}
