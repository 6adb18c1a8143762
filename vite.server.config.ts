import { defineConfig } from 'vite';

// The server bundle: our TypeScript compiled to one ESM file; every npm package stays external.
export default defineConfig({
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
  ssr: { target: 'node' },
});
