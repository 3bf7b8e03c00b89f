import { startServer } from './server.ts';

/** Playwright global setup: one production server for the whole e2e run. */
export default async function globalSetup() {
  if (process.env.BASE_URL) return;
  const server = await startServer();
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
