// `npm run dev`: the API with reload (tsx watch) and the web app with HMR (Vite, proxying /api).
import { spawn } from 'node:child_process';

// The browser is on Vite's origin, which proxies the API, /q and the microsite: that is the app's
// public address (sign-in checks the origin; other hosts redirect there).
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
