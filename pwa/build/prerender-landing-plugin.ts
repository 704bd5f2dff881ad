import path from 'node:path';
import { runnerImport, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { PRERENDERED_LANDING_FILE } from '../../shared-schema/src/constants.ts';

interface LandingRenderer {
  markup: string;
  title: string;
  description: string;
  /** Output file of the landing-boot entry. */
  bootScript: string;
}

// The update prompt's virtual module exists only in the client build; the prerender needs its first (idle) state only.
const PWA_REGISTER_ID = 'virtual:pwa-register/react';
const pwaRegisterStub: PluginOption = {
  name: 'clausecraft-prerender-pwa-register-stub',
  resolveId: (id) => (id === PWA_REGISTER_ID ? `\0${PWA_REGISTER_ID}` : undefined),
  load: (id) =>
    id === `\0${PWA_REGISTER_ID}`
      ? `import { useState } from 'react';
         export function useRegisterSW() {
           return { needRefresh: useState(false), offlineReady: useState(false), updateServiceWorker: async () => undefined };
         }`
      : undefined,
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function renderWithRunner(config: ResolvedConfig): Promise<LandingContent> {
  const { module } = await runnerImport<unknown>(path.join(config.root, 'src/prerender/render-landing.tsx'), {
    root: config.root,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    plugins: [pwaRegisterStub],
  });
  if (
    typeof module !== 'object' ||
    module === null ||
    !('renderLanding' in module) ||
    !('landingHead' in module)
  ) {
    throw new Error('render-landing.tsx must export renderLanding and landingHead');
  }
  const { renderLanding, landingHead } = module;
  if (typeof renderLanding !== 'function' || typeof landingHead !== 'function')
    throw new Error('render-landing.tsx exports are not functions');
  const markup: unknown = await renderLanding();
  const head: unknown = landingHead();
  if (
    typeof markup !== 'string' ||
    typeof head !== 'object' ||
    head === null ||
    !('title' in head) ||
    !('description' in head)
  ) {
    throw new Error('render-landing.tsx returned an unexpected shape');
  }
  if (typeof head.title !== 'string' || typeof head.description !== 'string')
    throw new Error('landingHead() must return strings');
  return { markup, title: head.title, description: head.description };
}

type LandingContent = Omit<LandingRenderer, 'bootScript'>;

/** The shell index.html with the prerendered landing inside #root and the landing's title and description. */
export function landingDocument(shell: string, landing: LandingRenderer): string {
  // React emits preload links for the images it renders ahead of the markup; they belong in the head, and inside #root
  // they would not match what the browser's first render produces.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(landing.markup)?.[0] ?? '';
  const markup = landing.markup.slice(preloads.length);
  const withMarkup = shell
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace('</head>', () => `${preloads}</head>`);
  if (!withMarkup.includes(`<div id="root">${markup}</div>`))
    throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return (
    withMarkup
      // The landing paints from HTML and CSS alone: its only script is landing-boot, which fetches the app after that.
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        '</head>',
        () =>
          `  <script type="module" fetchpriority="low" crossorigin src="/${landing.bootScript}"></script>\n  </head>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(landing.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(landing.description)}" />`,
      )
  );
}

/**
 * Renders the landing route with react-dom/server at build time into landing.html, next to the untouched index.html:
 * the server answers / with it so a first visit paints the landing from HTML and CSS before any script runs, while
 * index.html stays the plain shell for every other route and for the service worker's offline fallback.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clausecraft-prerender-landing',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string') {
        this.error('index.html is missing from the bundle');
        return;
      }
      const boot = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'landing-boot',
      );
      if (!boot) {
        this.error('the landing-boot entry is missing from the bundle');
        return;
      }
      const landing = { ...(await renderWithRunner(config)), bootScript: boot.fileName };
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_LANDING_FILE,
        source: landingDocument(index.source, landing),
      });
    },
  };
}
