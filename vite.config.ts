import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; the Hono server serves dist/web in production
// and proxies nothing: in development Vite proxies the API to the server.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: 'hidden' },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // Server-rendered pages and files (the microsite needs `npm run build` once).
      '^/(l|listing|agency|q|og|qr-generator|uploads)/': 'http://localhost:3000',
    },
  },
});
