import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactAliases } from './build/preact-compat';

// The public microsite: its own tiny client (hydration of the server-rendered page) and the
// server renderer, both from src/web/microsite. Built after the SPA into the same dist/web.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preactAliases },
  plugins: [tailwindcss()],
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: 'dist/microsite-ssr',
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: false,
        manifest: '.vite/microsite-manifest.json',
        sourcemap: true,
        target: 'es2020',
        rollupOptions: {
          input: 'src/web/microsite/entry-client.tsx',
          output: {
            entryFileNames: 'assets/microsite-[hash].js',
            chunkFileNames: 'assets/microsite-[hash].js',
            assetFileNames: 'assets/microsite-[hash][extname]',
          },
        },
      },
}));
