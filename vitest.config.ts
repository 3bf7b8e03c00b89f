import { defineConfig } from 'vitest/config';
import { chatKnowledge } from './src/lib/chat/knowledge-plugin.ts';

// The analytics ids `npm test` builds with, so islands and the chat's knowledge (built in a child
// process of this one) read the same build-time settings as the e2e build.
const testAnalyticsIds = { PUBLIC_GTM_ID: 'GTM-TEST000', PUBLIC_GA4_ID: 'G-TEST00000' };
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
