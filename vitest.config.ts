import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/support/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
  esbuild: { jsx: 'automatic' },
});
