import { defineConfig } from 'vitest/config';

// The process-level reliability suite (`npm run test:reliability`): the bot as a child process
// against the sandbox and the Bot API emulator. Slow on purpose, so `npm test` leaves it out.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.reliability.ts'],
    testTimeout: 420_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file runs bot processes, a sandbox and an emulator: two files at once suit 2 cores.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
