import MarkdownIt from 'markdown-it';

// Raw HTML disabled: no <script>, no event handler attribute can come through. markdown-it's validateLink
// already refuses javascript:, vbscript:, file: and non-image data: URLs in links and images.
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token) token.attrSet('rel', 'nofollow noopener');
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
