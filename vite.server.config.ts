import { defineConfig } from 'vite';

// The server bundle: our TypeScript compiled to ESM, with the pure-JavaScript packages it imports
// at start (hono, better-auth and kysely, drizzle, zod, pg-boss, qrcode, jose, ...) bundled in:
// Node's module loader took ~300 ms of every start resolving and reading their ~800 files one by
// one (issue 12: `imports` 690–840 → 380–530 ms). Packages with native code or files of their own
// read at run time (sharp, PGlite's WebAssembly, pg, pino's transports) and the SDKs loaded only
// when configured (S3, SMTP, Stripe, Replicate, Redis) stay external. Code loaded with import()
// (the demo seed and its drawn pictures) gets a chunk of its own, which a server that does not seed
// never loads; what it shares with index.js goes to `shared-*.js`.
const EXTERNAL = [
  /^node:/,
  /^sharp(\/|$)/,
  /^@img\//,
  /^@electric-sql\/pglite(\/|$)/,
  /^pg(-native|-cloudflare)?(\/|$)/,
  /^pino(-[\w-]+)?(\/|$)/,
  /^thread-stream(\/|$)/,
  /^nodemailer(\/|$)/,
  /^@aws-sdk\//,
  /^stripe(\/|$)/,
  /^replicate(\/|$)/,
  /^@?redis(\/|$)/,
];

export default defineConfig({
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      external: (id) => EXTERNAL.some((pattern) => pattern.test(id)),
      output: {
        entryFileNames: 'index.js',
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name]-[hash].js' : 'shared-[hash].js'),
      },
    },
  },
  ssr: { target: 'node', noExternal: true },
});
