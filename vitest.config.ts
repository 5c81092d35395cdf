import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test-databases.setup.ts'],
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
