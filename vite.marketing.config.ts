import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { preactAliases } from './build/preact-compat';

// The server-rendered marketing pages' client files: their inlined stylesheet and the landing
// carousel's script (on Preact, like the microsite's). A build of their own, after the microsite's,
// so that they share no chunk with it: the microsite's scripts stay as they are.
export default defineConfig({
  resolve: { alias: preactAliases },
  plugins: [tailwindcss()],
  publicDir: false,
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    manifest: '.vite/marketing-manifest.json',
    // Written for reading stack traces, never linked from the files nor served in production.
    sourcemap: 'hidden',
    target: 'es2020',
    rollupOptions: {
      input: ['src/web/site/marketing/marketing.css', 'src/web/site/marketing/examples-island.tsx'],
      // The carousel needs a few constants and texts of modules that also build zod schemas at
      // load: those modules only declare things, so what the island does not use is left out.
      treeshake: {
        moduleSideEffects: (id) =>
          !/[\\/](src[\\/]shared|src[\\/]web[\\/]microsite|node_modules[\\/]zod)[\\/]/.test(id),
      },
      output: {
        entryFileNames: 'assets/marketing-[hash].js',
        chunkFileNames: 'assets/marketing-[hash].js',
        assetFileNames: 'assets/marketing-[hash][extname]',
      },
    },
  },
});
