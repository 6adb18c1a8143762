import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactAliases } from './build/preact-compat';

// The public microsite: its own tiny client (hydration of the server-rendered page) and the
// server renderer, both from src/web/microsite; and the server-rendered site pages (src/web/site). Built after the SPA into the same dist/web.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      ...preactAliases,
      // The server-rendered pages have no router: a link is a plain <a>, a page load each.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./src/web/site/marketing/static-link.tsx', import.meta.url)),
      },
    ],
  },
  plugins: [tailwindcss()],
  // Bundled, so that its icons are built on Preact too (left external, they would be React's).
  ssr: { noExternal: ['lucide-react'] },
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: 'dist/microsite-ssr',
        emptyOutDir: true,
        target: 'node20',
        ssr: true,
        rollupOptions: {
          // The microsite's renderer and the site pages' (blog, legal, contact): one server build.
          input: {
            'entry-server': 'src/web/microsite/entry-server.tsx',
            'site-server': 'src/web/site/entry-server.tsx',
            // The marketing pages (/, /features, /about, /pricing, the 404).
            'marketing-server': 'src/web/site/marketing/entry-server.tsx',
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/web',
        emptyOutDir: false,
        manifest: '.vite/microsite-manifest.json',
        // Written for reading stack traces, never linked from the files nor served in production.
        sourcemap: 'hidden',
        target: 'es2020',
        rollupOptions: {
          // The site pages' stylesheet rides along: the server inlines it, they load no script.
          input: ['src/web/microsite/entry-client.tsx', 'src/web/site/site.css'],
          output: {
            entryFileNames: 'assets/microsite-[hash].js',
            chunkFileNames: 'assets/microsite-[hash].js',
            assetFileNames: 'assets/microsite-[hash][extname]',
          },
        },
      },
}));
