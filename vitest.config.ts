import { defineConfig } from 'vitest/config';

// API, database and bot tests run against PGlite always, and again against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both engines stay proven.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      ...engines.map((engine) => ({
        test: {
          name: engine,
          include: ['{api,bot,db}/src/**/*.test.ts'],
          env: { TEST_DB_ENGINE: engine },
          globalSetup: engine === 'postgres' ? ['db/src/testing/global-setup.ts'] : [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // The web's own checks (the message catalogues): no database, no browser.
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
    ],
  },
});
