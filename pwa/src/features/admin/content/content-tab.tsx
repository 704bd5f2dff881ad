import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { BlogPostsPanel } from './blog-posts-panel';
import { SeoContentPanel } from './seo-content-panel';

/** Tab 4: SEO Content, Blog Posts and the Media Library (coming soon). */
export function ContentTab() {
  return (
    <Tabs id="content-tabs" defaultActiveKey="seo" mountOnEnter className="mb-3">
      <Tab eventKey="seo" title="SEO Content">
        <SeoContentPanel />
      </Tab>
      <Tab eventKey="blog" title="Blog Posts">
        <BlogPostsPanel />
      </Tab>
      <Tab
        eventKey="media"
        title={
          <span>
            Media Library <Badge bg="secondary">coming soon</Badge>
          </span>
        }
      >
        <p className="text-body-secondary">The Media Library is coming soon.</p>
      </Tab>
    </Tabs>
  );
}
