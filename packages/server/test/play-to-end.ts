import { type Client, WAIT_MS } from './helpers.ts';

/** Plays a match to its end by always sending the first legal action of whoever may act (bots move alone). */
export async function playToEnd(clients: Client[]): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const v = Math.max(...clients.map((c) => c.version));
    await Promise.all(clients.map((c) => c.waitFor((x) => x.version >= v, WAIT_MS, `version ${v}`)));
    if (clients[0].frame!.result) return;
    const c = clients.find((x) => (x.frame?.legal?.length ?? 0) > 0);
    if (!c) {
      await clients[0].waitFor((x) => x.version > v, WAIT_MS, 'a bot');
      continue;
    }
    await c.request({ type: 'move', version: c.version, action: c.frame!.legal![0] });
  }
  throw new Error('did not finish');
}
