import type * as KyselyModule from 'kysely';

export type KyselyLib = typeof KyselyModule;

let loaded: Promise<KyselyLib> | null = null;

/**
 * Kysely, loaded at run time (once). npm installs kysely under packages/server/node_modules (it is not hoisted),
 * so the CLI bundle in packages/cli/dist, which keeps third-party packages external, cannot resolve the bare
 * name from there; it then falls back to the server package's copy. Running from source, the bare import works.
 */
export function loadKysely(): Promise<KyselyLib> {
  loaded ??= (async () => {
    try {
      return await import('kysely');
    } catch (e) {
      const here = new URL('../../server/node_modules/kysely/dist/esm/index.js', import.meta.url).href;
      try {
        return (await import(/* @vite-ignore */ here)) as KyselyLib;
      } catch {
        throw e;
      }
    }
  })();
  return loaded;
}
