import { defineConfig } from 'vite';

// The server bundle: our TypeScript compiled to ESM; every npm package stays external. Code loaded
// with import() (the demo seed and its drawn pictures) gets a chunk of its own, which a server that
// does not seed never loads; what it shares with index.js goes to `shared-*.js`.
export default defineConfig({
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      output: {
        entryFileNames: 'index.js',
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name]-[hash].js' : 'shared-[hash].js'),
      },
    },
  },
  ssr: { target: 'node' },
});
