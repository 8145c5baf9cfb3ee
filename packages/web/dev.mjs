// Development server with hot reload: `npm run dev -w @potluck/web`, with a Potluck server already running
// (e.g. `npx potluck serve --port 3000`). API and WebSocket calls are proxied to POTLUCK_URL.
import { join } from 'node:path';
import { createServer } from 'vite';
import { webConfig } from './build-config.mjs';

const target = process.env.POTLUCK_URL ?? 'http://127.0.0.1:3000';
const config = webConfig(join(import.meta.dirname ?? '.', 'dist'));
const server = await createServer({
  ...config,
  mode: 'development',
  logLevel: 'info',
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': target, '/ws': { target: target.replace(/^http/, 'ws'), ws: true } },
  },
});
await server.listen();
server.printUrls();
