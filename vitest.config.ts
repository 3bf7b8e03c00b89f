import { defineConfig } from 'vitest/config';
import { chatKnowledge } from './src/lib/chat/knowledge-plugin.ts';
import { productPagesPlugin } from './src/lib/product-pages-plugin.ts';
import { testAnalyticsIds } from './tests/support/test-build-env.ts';

// Islands and the chat's knowledge (built in a child process of this one) read the same
// build-time settings as the e2e build.
Object.assign(process.env, testAnalyticsIds);

export default defineConfig({
  // The product pages' entries and the chat's knowledge base come through Vite plugins, as in the site build.
  plugins: [productPagesPlugin(), chatKnowledge()],
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
