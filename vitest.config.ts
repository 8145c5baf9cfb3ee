import { defineConfig } from 'vitest/config';

// One test run for the whole monorepo: `npm test`.
export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
  },
});
