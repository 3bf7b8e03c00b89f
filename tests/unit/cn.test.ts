import { describe, expect, it } from 'vitest';
import { cn } from '../../src/lib/cn.ts';

describe('cn', () => {
  it("lets a later class replace the theme's card radius and shadows", () => {
    expect(cn('rounded-card bg-white shadow-card', 'rounded-3xl bg-sand-50 shadow-none')).toBe(
      'rounded-3xl bg-sand-50 shadow-none',
    );
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
  });

  it('keeps a shadow colour beside a theme shadow', () => {
    expect(cn('shadow-lift', 'shadow-night-800/20')).toBe('shadow-lift shadow-night-800/20');
  });
});
