// @vitest-environment jsdom
import '../support/dialog-methods.ts';
/**
 * The chat window with code that loads for rare messages (src/lib/chat/later.ts): an English
 * message's reply, or a complaint's, comes once its code has arrived; where it cannot arrive (offline), the
 * fallback's contacts come instead of a reply that never does.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatCopy, chatFallback } from '../../src/content/chat.ts';
import { chatEnglish } from '../../src/content/chat-intents.ts';
import { chatRareReplies } from '../../src/content/chat-rare-replies.ts';

async function renderWindow() {
  const { ChatWindow } = await import('../../src/components/widgets/chat-window.tsx');
  const { TooltipProvider } = await import('../../src/components/ui/tooltip.tsx');
  render(
    <TooltipProvider>
      <ChatWindow id="chat" onClose={vi.fn()} returnFocusTo={{ current: null }} />
    </TooltipProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

const input = () => screen.getByRole('textbox', { name: chatCopy.inputLabel });
const history = () => screen.getByRole('list', { name: chatCopy.historyLabel });
const typing = () => screen.queryByText(chatCopy.typing, { selector: 'li span' });

/** The reply delay, then the code the reply waits for. */
async function replyDue() {
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  sessionStorage.clear();
});

afterEach(() => {
  vi.doUnmock('../../src/lib/chat/english.ts');
  vi.doUnmock('../../src/content/chat-rare-replies.ts');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chat window: code for rare messages', () => {
  const rare = [
    {
      what: 'an English message',
      module: '../../src/lib/chat/english.ts',
      message: 'When are you open?',
      answer: chatEnglish.prefix,
    },
    {
      what: 'a complaint',
      module: '../../src/content/chat-rare-replies.ts',
      message: 'Meine Lieferung ist immer noch nicht da',
      answer: chatRareReplies.complaint.text.replace(/\s+/g, ' '),
    },
  ];

  async function lastAnswerTo(message: string) {
    const user = await renderWindow();
    await user.type(input(), `${message}{Enter}`);
    await replyDue();
    await vi.waitFor(() => expect(typing()).not.toBeInTheDocument());
    const items = within(history()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    return items[2]!;
  }

  for (const { what, module, message, answer } of rare) {
    it(`answers ${what} once its code has arrived`, async () => {
      expect(await lastAnswerTo(message)).toHaveTextContent(answer);
    });

    it(`gives the fallback with its contacts when the code for ${what} cannot be loaded (offline)`, async () => {
      vi.doMock(module, () => {
        throw new Error('offline');
      });
      expect(await lastAnswerTo(message)).toHaveTextContent(chatFallback.text.replace(/\s+/g, ' '));
    });
  }

  it('offline, does not try the code (a failed import stays failed); back online, the next rare message is answered', async () => {
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    let imported = 0;
    vi.doMock('../../src/content/chat-rare-replies.ts', async (original) => {
      imported += 1;
      return original();
    });
    const user = await renderWindow();
    await user.type(input(), 'Meine Lieferung ist immer noch nicht da{Enter}');
    await replyDue();
    await vi.waitFor(() => expect(typing()).not.toBeInTheDocument());
    expect(within(history()).getAllByRole('listitem')[2]).toHaveTextContent(chatFallback.text.replace(/\s+/g, ' '));
    expect(imported).toBe(0);

    online.mockReturnValue(true);
    await user.type(input(), 'Meine Lieferung ist immer noch nicht da{Enter}');
    await replyDue();
    await vi.waitFor(() => expect(typing()).not.toBeInTheDocument());
    const items = within(history()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveTextContent(chatRareReplies.complaint.text.replace(/\s+/g, ' '));
    expect(imported).toBe(1);
  });
});
