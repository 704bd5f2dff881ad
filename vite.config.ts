import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { aliases } from './aliases.ts';
import { PRERENDERED_LANDING_FILE } from './shared-schema/src/constants.ts';
import { precompress } from './precompress-plugin.ts';
import { prerenderLanding } from './pwa/build/prerender-landing-plugin.ts';

const LANDING_BOOT = fileURLToPath(new URL('./pwa/src/landing-boot.ts', import.meta.url));
// landing-boot.ts and what it imports (also Vite's preload helper, its own group) must stay out of the app chunk.
const LANDING_BOOT_MODULES = [
  LANDING_BOOT,
  fileURLToPath(new URL('./pwa/src/app/early-clicks.ts', import.meta.url)),
];

// Paths that must never be answered from a cache: the API and the admin dashboard are online-only.
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/admin(\/|$)/];
// Navigations the worker must pass to the server: the API and the server-rendered blog and sitemap. /admin gets
// the shell, whose admin route says it is offline instead of showing the browser's error page.
const SERVER_PAGES = [/^\/api(\/|$)/, /^\/blog(\/|$)/, /^\/sitemap\.xml$/];

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // react-router's package exports only its development build; the production build is smaller and quieter.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
        ),
      },
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
        description:
          'Build contracts by chatting with an assistant and review contracts you receive. Works offline.',
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
        // The prerendered landing is only for a first visit over the network: the worker answers / with the shell.
        // The admin dashboard's code is online-only too (admin-route.tsx, which is precached, says so offline).
        globIgnores: [
          '**/firebase-*.js',
          '**/index.esm-*.js',
          `**/${PRERENDERED_LANDING_FILE}`,
          '**/admin-page-*.js',
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: SERVER_PAGES,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => NEVER_CACHED.some((pattern) => pattern.test(url.pathname)),
            handler: 'NetworkOnly',
          },
        ],
      },
    }),
    prerenderLanding(),
    precompress(),
  ],
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // landing-boot is the only script of the prerendered landing (pwa/build/prerender-landing-plugin.ts).
      input: {
        index: fileURLToPath(new URL('./pwa/index.html', import.meta.url)),
        'landing-boot': LANDING_BOOT,
      },
      // shared-schema modules only declare constants and schemas, so a constant import must not drag in every zod schema.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/shared-schema/src/') },
      output: {
        codeSplitting: {
          // Everything the first screen runs (React, the router, the layout, the landing) in one file instead of dozens
          // of small shared chunks, each a request. landing-boot stays apart: it must load before any of it.
          groups: [
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            // React on its own, so landing-boot can evaluate it in a task before the rest of the app.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'app', tags: ['$initial'], test: (id: string) => !LANDING_BOOT_MODULES.includes(id) },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
