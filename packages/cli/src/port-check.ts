import { createServer } from 'node:net';

/**
 * Why the server could not listen on `host:port`, as one line (null if it can): checked before the database is
 * opened and matches are restored, so a second `npm start` says so at once instead of after a restore.
 */
export function portProblem(port: number, host: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) => resolve(describeListenError(e, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** A listen error as one line for a person; other errors keep their message. */
export function describeListenError(e: NodeJS.ErrnoException, port: number, host: string): string {
  const next = port < 65535 ? port + 1 : 3000;
  const other = `PORT=${next} npm start, or --port ${next}`;
  if (e.code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use (is Potluck already running?); pick another: ${other}`;
  if (e.code === 'EACCES')
    return `no permission to listen on port ${port} on ${host}; pick another: ${other}`;
  if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND')
    return `cannot listen on ${host}: not an address of this machine (use 127.0.0.1, or 0.0.0.0 for your network)`;
  return `cannot listen on ${host}:${port}: ${e.message}`;
}
