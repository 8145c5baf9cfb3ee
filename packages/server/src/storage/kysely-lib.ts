import * as KyselyModule from 'kysely';

export type KyselyLib = typeof KyselyModule;

/** Kysely's module, handed to the storage classes (one place to swap it in tests). */
export function loadKysely(): Promise<KyselyLib> {
  return Promise.resolve(KyselyModule);
}
