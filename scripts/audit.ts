/**
 * `npm run audit`: `npm audit --omit=dev`, failing when a runtime dependency has a high or
 * critical advisory. Where the registry does not answer the audit (some answer its endpoint
 * with HTTP 405) it says NOT RUN and passes: a missing result is reported as missing, never as
 * clean. `npm run stress` records the same result in docs/reliability.md.
 */
import { spawnSync } from 'node:child_process';

export type AuditResult =
  | { ran: true; counts: { critical: number; high: number; moderate: number; low: number } }
  | { ran: false; reason: string };

export function runAudit(): AuditResult {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  type Report = { metadata?: { vulnerabilities?: Record<string, number> }; message?: string };
  let report: Report = {};
  try {
    report = JSON.parse(run.stdout) as Report;
  } catch {
    /* no JSON: the reason comes from stderr */
  }
  const v = report.metadata?.vulnerabilities;
  if (v) {
    return {
      ran: true,
      counts: { critical: v.critical ?? 0, high: v.high ?? 0, moderate: v.moderate ?? 0, low: v.low ?? 0 },
    };
  }
  // stderr is null when npm itself could not be started.
  const lastError = run.stderr?.trim().split('\n').pop();
  return { ran: false, reason: report.message ?? (lastError || run.error?.message || `exit ${run.status}`) };
}

export const auditPasses = (r: AuditResult) => !r.ran || (r.counts.critical === 0 && r.counts.high === 0);

export function describeAudit(r: AuditResult): string {
  if (!r.ran) return `npm audit --omit=dev: NOT RUN, the registry did not answer the audit (${r.reason})`;
  const c = r.counts;
  return `npm audit --omit=dev: critical ${c.critical}, high ${c.high}, moderate ${c.moderate}, low ${c.low}`;
}

if (import.meta.main) {
  const result = runAudit();
  console.log(describeAudit(result));
  process.exit(auditPasses(result) ? 0 : 1);
}
