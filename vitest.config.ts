import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // `expect.poll` waits for an event the test cannot await directly; its default deadline
    // (1 s) is a speed assumption a loaded machine can miss, so every poll gets a generous one.
    expect: { poll: { timeout: 15_000 } },
  },
});
