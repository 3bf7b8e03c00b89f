/**
 * Settings that the prerendered pages print but the server enforces. The Datenschutzerklärung
 * is built once and states how long enquiries are kept; the server deletes them after
 * ENQUIRY_RETENTION_DAYS. So the build reads the same variable (same default, same parsing),
 * records the value in `<outDir>/build-settings.json` (outside the served client folder), and the
 * server refuses to start when its own value differs: rebuild with the new value instead.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveAnalyticsConfig, type ConsentMode } from '../lib/analytics.ts';
import { envSchema } from './env.ts';

export interface BuildSettings {
  /** Days after which stored enquiries (and their mails) are deleted, as printed. */
  enquiryRetentionDays: number;
  /** PUBLIC_CONSENT_MODE of the build, as the head script and the privacy text use it. */
  consentMode: ConsentMode;
  /**
   * Whether the go-live check found anything when this was built (the demo): the server then
   * refuses to serve it on a public domain (src/server/demo-guard.ts).
   */
  demo?: boolean;
}

export const BUILD_SETTINGS_FILE = 'build-settings.json';

/** The settings a build prints, read from the environment exactly as the server reads them. */
export function buildSettingsFromEnv(source: Record<string, string | undefined> = process.env): BuildSettings {
  const raw = source.ENQUIRY_RETENTION_DAYS;
  const days = envSchema.shape.ENQUIRY_RETENTION_DAYS.safeParse(raw === '' ? undefined : raw);
  if (!days.success) throw new Error(`Invalid ENQUIRY_RETENTION_DAYS for the build: ${raw}`);
  return { enquiryRetentionDays: days.data, consentMode: resolveAnalyticsConfig(source).mode };
}

export function writeBuildSettings(outDir: string, settings: BuildSettings): void {
  writeFileSync(path.join(outDir, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

export function readBuildSettings(distDir: string): BuildSettings | null {
  const file = path.join(distDir, BUILD_SETTINGS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildSettings;
}

/**
 * Why the server must not serve this build with these settings, or null when it may. A build
 * without the record (older than this check) is refused too: its privacy text is unknown.
 */
export function buildSettingsMismatch(distDir: string, retentionDays: number): string | null {
  const built = readBuildSettings(distDir);
  if (!built) {
    return `${path.join(distDir, BUILD_SETTINGS_FILE)} is missing: rebuild with \`npm run build\`.`;
  }
  if (built.enquiryRetentionDays !== retentionDays) {
    return (
      `ENQUIRY_RETENTION_DAYS is ${retentionDays}, but the build's privacy policy says ${built.enquiryRetentionDays} days. ` +
      `Rebuild with ENQUIRY_RETENTION_DAYS=${retentionDays} (or start the server with ${built.enquiryRetentionDays}).`
    );
  }
  return null;
}
