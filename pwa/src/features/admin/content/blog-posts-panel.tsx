import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { BlogPost } from '@shared-schema';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';
import { ConfirmDialog } from '../confirm-dialog';
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
      {data?.length === 0 && <p className="text-body-secondary">No blog posts yet.</p>}
      {data && data.length > 0 && (
        <Table aria-label="Blog posts" className="align-middle">
          <thead>
            <tr>
              <th>Title</th>
              <th>Slug</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((post) => (
              <tr key={post.id}>
                <td>{post.title}</td>
                <td className="small">{post.slug}</td>
                <td>
                  {post.published ? (
                    <Badge bg="success">Published</Badge>
                  ) : (
                    <Badge bg="secondary">Draft</Badge>
                  )}
                </td>
                <td className="text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-1"
                    onClick={() => setDialog({ editing: post })}
                  >
                    Edit
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(post)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {dialog && (
        <BlogPostDialog
          key={dialog.editing?.id ?? 'new'}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        item={deleting}
        title="Delete blog post"
        body={(target) => `Delete "${target.title}"? It disappears from the public blog.`}
        confirmLabel="Delete blog post"
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          void runAdminAction(() => remove(target.id).unwrap(), {
            success: 'Blog post deleted',
            successDetail: target.title,
            failure: 'Failed to delete blog post',
          });
        }}
      />
    </div>
  );
}
