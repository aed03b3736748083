import { defineConfig } from 'vitest/config';

// The several-instances proof (`npm run test:instances`, run by .ci/run): three bot processes
// behind a round-robin proxy on one Redis. Slow on purpose, so `npm test` leaves it out.
export default defineConfig({
  test: {
    include: ['test/multi-instance/**/*.instances.ts'],
    testTimeout: 600_000,
    hookTimeout: 90_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
