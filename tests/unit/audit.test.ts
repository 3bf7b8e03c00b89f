import { describe, expect, it } from 'vitest';
import { auditPasses, describeAudit, type AuditResult } from '../../scripts/audit.ts';

const ran = (counts: Partial<Record<'critical' | 'high' | 'moderate' | 'low', number>>): AuditResult => ({
  ran: true,
  counts: { critical: 0, high: 0, moderate: 0, low: 0, ...counts },
});

describe('npm run audit', () => {
  it('fails on a high or critical advisory, passes on moderate and low', () => {
    expect(auditPasses(ran({ high: 1 }))).toBe(false);
    expect(auditPasses(ran({ critical: 2 }))).toBe(false);
    expect(auditPasses(ran({ moderate: 3, low: 4 }))).toBe(true);
    expect(describeAudit(ran({ critical: 1, high: 2, moderate: 3, low: 4 }))).toBe(
      'npm audit --omit=dev: critical 1, high 2, moderate 3, low 4',
    );
  });

  it('says NOT RUN, with the reason, when the registry does not answer the audit', () => {
    const notRun: AuditResult = { ran: false, reason: '405 Method Not Allowed' };
    expect(auditPasses(notRun)).toBe(true);
    expect(describeAudit(notRun)).toBe(
      'npm audit --omit=dev: NOT RUN, the registry did not answer the audit (405 Method Not Allowed)',
    );
  });
});
