/**
 * The bench's chat-chunk budget (bench/budgets.json, scripts/bench/budgets.ts): the scripts the
 * chat fetches when it is first opened stay at or under 80 KB gzip, and the summary reports them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkChat, KB, loadBudgets } from '../../scripts/bench/budgets.ts';
import { summaryMarkdown, type BenchResults } from '../../scripts/bench/report.ts';

const budgets = loadBudgets(path.resolve(import.meta.dirname, '../..'));

describe('bench: chat chunk budget', () => {
  it('is 80 KB gzip', () => {
    expect(budgets.chat.chunkKbGzipMax).toBe(80);
  });

  it('passes at the limit and names the files above it', () => {
    expect(checkChat(budgets, { gzip: 80 * KB, files: { '/_astro/chat-window.js': 80 * KB } })).toEqual([]);
    const broken = checkChat(budgets, {
      gzip: 81 * KB,
      files: { '/_astro/chat-window.js': 79 * KB, '/_astro/icon.js': 2 * KB },
    });
    expect(broken).toEqual(['chat: chunk 81.0 KB gzip > 80 KB (chat-window.js 79.0 KB, icon.js 2.0 KB)']);
  });

  it('reports the chunk in the summary', () => {
    const res: BenchResults = {
      date: '2026-11-23T00:00:00Z',
      commit: 'abc',
      command: 'npm run bench',
      machine: { cpus: 2, loadAverageAtStart: [0, 0, 0], loadAverageAtEnd: [0, 0, 0] },
      lighthouseRuns: 0,
      routes: [],
      load: null,
      contact: null,
      chat: { gzip: 35.8 * KB, files: { '/_astro/chat-window.js': 35.8 * KB } },
      broken: [],
    };
    expect(summaryMarkdown(res)).toContain(
      '## Chat chunk\n\nOpening the chat (launcher hovered, then clicked) loads 35.8 KB gzip of JS: chat-window.js 35.8 KB.',
    );
  });
});
