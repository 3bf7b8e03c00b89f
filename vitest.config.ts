import { defineConfig } from 'vitest/config';
import { chatKnowledge } from './src/lib/chat/knowledge-plugin.ts';
import { testAnalyticsIds } from './tests/support/test-build-env.ts';

// Islands and the chat's knowledge (built in a child process of this one) read the same
// build-time settings as the e2e build.
Object.assign(process.env, testAnalyticsIds);

export default defineConfig({
  // The chat's knowledge base is a virtual module built from the content modules, as in the site build.
  plugins: [chatKnowledge()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/support/vitest-setup.ts'],
    testTimeout: 30_000,
    env: testAnalyticsIds,
    hookTimeout: 120_000,
  },
  esbuild: { jsx: 'automatic' },
});
