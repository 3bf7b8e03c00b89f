import { startServer } from '../../scripts/lib/server.ts';

/** Playwright global setup: one production server for the whole e2e run. */
export default async function globalSetup() {
  if (process.env.BASE_URL) return;
  // Every e2e test sends from 127.0.0.1: the limits per client and network (enquiries, form posts,
  // confirmations) are tested on servers of their own (integration tests), not on the one all
  // e2e tests share.
  const server = await startServer({
    RATE_LIMIT_MAX: '10000',
    FORM_POST_MAX: '10000',
    CONFIRMATION_MAX_PER_NETWORK_HOUR: '10000',
  });
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
