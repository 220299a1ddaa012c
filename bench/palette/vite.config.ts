import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The benchmark page's own build (never the app's vite.config.ts); run.ts sets the output directory. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react(), tailwindcss()],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
