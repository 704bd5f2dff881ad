import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './aliases.ts';

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  resolve: { alias: aliases },
  plugins: [react()],
  build: { outDir: '../dist/pwa', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
