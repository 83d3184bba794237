import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/*.case.test.ts', 'node_modules', 'e2e'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['src/service/testing/global-setup.ts'],
  },
});
