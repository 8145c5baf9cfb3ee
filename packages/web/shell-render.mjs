// Renders the page's shell (src/app/shell.tsx) to markup on stdout, for shell-prerender.mjs. A process of its own,
// started with NODE_ENV=production: React's CommonJS entry points pick their development or production build by
// NODE_ENV when first required, and a build inside a test worker (NODE_ENV=test, React already required by an
// earlier test file) mixed a development `react/jsx-runtime` with a production `react-dom/server`
// ("dispatcher.getOwner is not a function").
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const server = await createServer({
  root: here,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
  plugins: [react()],
});
try {
  const { renderShell } = await server.ssrLoadModule('/src/app/shell.tsx');
  process.stdout.write(renderShell());
} finally {
  await server.close();
}
