import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases.ts';
import { precompress } from './precompress-plugin.ts';

// Paths that must never be answered from a cache: the API and the admin dashboard are online-only.
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/admin(\/|$)/];

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // react-router's package exports only its development build; the production build is smaller and quieter.
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // Registered from the app (workbox-window) so the 'Update available' prompt controls activation; no inline script (CSP).
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png', 'icons/favicon-32.png', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'Clausecraft — Contract Builder & Reviewer',
        short_name: 'Clausecraft',
        description: 'Build contracts by chatting with an assistant and review contracts you receive. Works offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d4ed8',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        shortcuts: [
          {
            name: 'Build a contract',
            short_name: 'Build',
            url: '/contract-builder',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Review a contract',
            short_name: 'Review',
            url: '/contract-review',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt,webmanifest}'],
        // The Firebase SDK chunk is only used when configured; it is fetched on demand instead of precached.
        globIgnores: ['**/firebase-*.js', '**/index.esm-*.js'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: NEVER_CACHED,
        cleanupOutdatedCaches: true,
        runtimeCaching: [{ urlPattern: ({ url }) => NEVER_CACHED.some((pattern) => pattern.test(url.pathname)), handler: 'NetworkOnly' }],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // shared-schema modules only declare constants and schemas, so a constant import must not drag in every zod schema.
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/shared-schema/src/') } },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
