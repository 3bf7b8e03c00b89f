// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMessage,
  loadConversation,
  MAX_STORED_MESSAGES,
  REPLY_DELAY_MAX_MS,
  REPLY_DELAY_MIN_MS,
  replyDelay,
  saveConversation,
  STORAGE_KEY,
  type ChatMessage,
} from '../../src/lib/chat/conversation.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('reply delay', () => {
  it('spans 1000 ms to just under 2000 ms', () => {
    expect(replyDelay(() => 0)).toBe(REPLY_DELAY_MIN_MS);
    expect(replyDelay(() => 0.5)).toBe(1500);
    expect(replyDelay(() => 0.999999)).toBe(1999);
    expect(REPLY_DELAY_MAX_MS).toBe(2000);
  });

  it('uses Math.random by default', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    expect(replyDelay()).toBe(1250);
  });
});

describe('messages', () => {
  it('takes its id from the creation time and keeps ids unique', () => {
    const a = createMessage([], 'Hallo', false, undefined, 1700000000000);
    expect(a).toEqual({ id: '1700000000000', text: 'Hallo', isBot: false, timestamp: 1700000000000 });
    const b = createMessage([a], 'Antwort', true, [{ label: 'Kontakt', href: '/kontakt' }], 1700000000000);
    expect(b.id).toBe('1700000000000-1');
    expect(b.links).toEqual([{ label: 'Kontakt', href: '/kontakt' }]);
    const c = createMessage([a, b], 'Noch eine', false, [], 1700000000000);
    expect(c.id).toBe('1700000000000-2');
    expect(c).not.toHaveProperty('links');
  });
});

describe('session storage', () => {
  const message = (i: number, isBot = false): ChatMessage => ({ id: String(i), text: `m${i}`, isBot, timestamp: i });

  it('round-trips a conversation and removes it when emptied', () => {
    const conversation = [message(1), { ...message(2, true), links: [{ label: 'Anrufen', href: 'tel:+49271' }] }];
    saveConversation(conversation);
    expect(loadConversation()).toEqual(conversation);
    saveConversation([]);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(loadConversation()).toEqual([]);
  });

  it('keeps only the most recent messages', () => {
    saveConversation(Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i) => message(i)));
    const loaded = loadConversation();
    expect(loaded).toHaveLength(MAX_STORED_MESSAGES);
    expect(loaded[0]?.id).toBe('5');
  });

  it('ignores malformed data and drops messages with foreign links', () => {
    for (const raw of ['{', '{"a":1}', '[{"id":1,"text":"x","isBot":false,"timestamp":1}]', '[null]']) {
      sessionStorage.setItem(STORAGE_KEY, raw);
      expect(loadConversation()).toEqual([]);
    }
    const evil = { ...message(3, true), links: [{ label: 'x', href: 'javascript:alert(1)' }] };
    const offsite = { ...message(4, true), links: [{ label: 'x', href: '//evil.example/' }] };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([message(1), evil, offsite, message(5)]));
    expect(loadConversation().map((m) => m.id)).toEqual(['1', '5']);
  });

  it('survives blocked storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(loadConversation(broken)).toEqual([]);
    expect(() => saveConversation([message(1)], broken)).not.toThrow();
  });
});
