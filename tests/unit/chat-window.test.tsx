// @vitest-environment jsdom
import '../support/dialog-methods.ts';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, assert, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatWindow } from '../../src/components/widgets/chat-window.tsx';
import { TooltipProvider } from '../../src/components/ui/tooltip.tsx';
import { chatCopy, chatFallback } from '../../src/content/chat.ts';
import { company, facts, openingHours, phoneHref } from '../../src/content/site.ts';
import fc from 'fast-check';
import { STORAGE_KEY, replyDelay, type ChatMessage } from '../../src/lib/chat/conversation.ts';
import { chatMatcher, replyTo } from '../../src/lib/chat/assistant.ts';
// The window's timing with all the chat's code present: code that loads with a rare or a
// delivery question (later.ts) is in tests/unit/chat-window-later.test.tsx and chat-later.test.ts.
import '../../src/lib/chat/engine-for.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

function renderWindow(onClose = vi.fn()) {
  const view = render(
    <TooltipProvider>
      <ChatWindow id="chat" onClose={onClose} returnFocusTo={{ current: null }} />
    </TooltipProvider>,
  );
  return { ...view, onClose, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

const input = () => screen.getByRole('textbox', { name: chatCopy.inputLabel });
const sendButton = () => screen.getByRole('button', { name: chatCopy.send });
const history = () => screen.getByRole('list', { name: chatCopy.historyLabel });
/** The message at `index` of the chat history; fails the test when there is none. */
function message(index: number): HTMLElement {
  const item = within(history()).getAllByRole('listitem')[index];
  if (!item) throw new Error(`no message ${index} in the chat history`);
  return item;
}
const typing = () => screen.queryByText(chatCopy.typing, { selector: 'li span' });
const STEP = 25;
/** German questions answered without loading more code, some of them follow-ups. */
const questions = [
  'Wie lange ist die Lieferzeit?',
  'Garantie',
  'und wie lange halten die?',
  'Wann haben Sie geöffnet?',
];

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// Testing Library drains React work with a setTimeout(0) that it advances only when it sees
// Jest's fake timers; this lets it advance Vitest's as well.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chat window', () => {
  it('opens as a labelled dialog with the greeting, four suggestions and the input focused', () => {
    renderWindow();
    expect(screen.getByRole('dialog', { name: chatCopy.title })).toBeInTheDocument();
    expect(within(history()).getByText(chatCopy.greeting)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: chatCopy.suggestionsLabel });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...chatCopy.suggestions]);
    expect(input()).toHaveFocus();
    expect(sendButton()).toBeDisabled();
  });

  it('builds the search index while the browser is idle after opening, once', () => {
    const idle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const { unmount } = renderWindow();
    expect(idle).toHaveBeenCalledTimes(1);
    const [callback, options] = idle.mock.calls[0]!;
    expect(typeof callback).toBe('function');
    expect(options).toEqual({ timeout: 2000 });
    // The idle callback builds the matcher; it is the one that answers from then on.
    const built = (callback as unknown as () => unknown)();
    expect(built).toBe(chatMatcher());
    expect(chatMatcher().match('Lieferzeit?').kind).toBe('topic');
    unmount();
    expect(cancelIdle).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });

  it('keeps send disabled for blank or whitespace input and never sends blank text', async () => {
    const { user } = renderWindow();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    advance(3000);
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    await user.type(input(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('fills the input from a suggestion without sending it', async () => {
    const { user } = renderWindow();
    await user.click(screen.getByRole('button', { name: chatCopy.suggestions[1] }));
    expect(input()).toHaveValue(chatCopy.suggestions[1]);
    expect(input()).toHaveFocus();
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(sendButton()).toBeEnabled();
  });

  it('sends on Enter and shows the typing indicator; a message typed meanwhile waits in the field, with a note, until the answer is there', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { user } = renderWindow();
    await user.type(input(), '  Wie lange ist die Lieferzeit?  {Enter}');
    expect(message(1)).toHaveTextContent(`${chatCopy.visitorName}: Wie lange ist die Lieferzeit?`);
    expect(typing()).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('chat-live')).toHaveTextContent(chatCopy.typing);
    expect(screen.queryByRole('group', { name: chatCopy.suggestionsLabel })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-waiting')).not.toBeInTheDocument();

    // The send button waits for the answer, as Enter does; the message stays, and the note says so.
    await user.type(input(), 'Garantie?');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByTestId('chat-waiting')).toHaveTextContent(chatCopy.waitForAnswer);
    expect(input()).toHaveAccessibleDescription(chatCopy.waitForAnswer);
    await user.keyboard('{Enter}');
    expect(within(history()).queryAllByText(/Garantie\?/)).toHaveLength(0);
    expect(input()).toHaveValue('Garantie?');
    expect(screen.getByTestId('chat-live')).toHaveTextContent(chatCopy.waitForAnswer);

    advance(1500);
    expect(typing()).not.toBeInTheDocument();
    expect(message(2)).toHaveTextContent(facts.deliveryWeeks);
    expect(screen.queryByTestId('chat-waiting')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    // Now it is sent, and answered.
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    expect(message(3)).toHaveTextContent(`${chatCopy.visitorName}: Garantie?`);
    advance(1500);
    expect(message(4)).toHaveTextContent(`${facts.guaranteeYears} Jahre Garantie`);
  });

  it('answers every message sent, at any moments, once, in order, 1-2 s after it was sent; one typed while an answer is typed waits in the field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ pause: fc.nat(3000), question: fc.constantFrom(...questions) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        async (sends, random) => {
          sessionStorage.clear();
          vi.spyOn(Math, 'random').mockReturnValue(random);
          const delay = replyDelay(() => random);
          const { user, unmount } = renderWindow();
          // In steps: an answer takes its time when React renders it (after each step).
          const wait = (ms: number) => {
            for (let t = 0; t < ms; t += STEP) advance(Math.min(STEP, ms - t));
          };
          const sent: string[] = [];
          for (const { pause, question } of sends) {
            wait(pause);
            await user.clear(input());
            const busy = typing() !== null;
            await user.type(input(), `${question}{Enter}`);
            if (busy) {
              // Not sent, not lost: it stays in the field, and the note says why.
              expect(input()).toHaveValue(question);
              expect(screen.getByTestId('chat-waiting')).toBeInTheDocument();
            } else {
              expect(input()).toHaveValue('');
              sent.push(question);
            }
          }
          wait(2000);
          const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as ChatMessage[];
          unmount();
          const asked = stored.filter((m) => !m.isBot);
          expect(asked.map((m) => m.text)).toEqual(sent);
          expect(stored).toHaveLength(2 * sent.length);
          asked.forEach((question, i) => {
            // Each answer right after its question, with the answer the questions so far get.
            const answer = stored[stored.indexOf(question) + 1];
            assert(answer?.isBot);
            const expected = replyTo(asked.slice(0, i + 1).map((m) => m.text));
            assert(!(expected instanceof Promise));
            expect(answer.text).toBe(expected.text);
            expect(answer.timestamp).toBeGreaterThanOrEqual(question.timestamp + delay);
            expect(answer.timestamp).toBeLessThanOrEqual(question.timestamp + delay + STEP);
          });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps a message typed and not sent when the window is closed and reopened, also while an answer is pending; a sent one is gone from the field', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = renderWindow();
    await first.user.type(input(), 'Garantie{Enter}');
    await first.user.type(input(), 'Und die Lieferzeit?');
    first.unmount();
    const second = renderWindow();
    expect(input()).toHaveValue('Und die Lieferzeit?');
    expect(screen.getByTestId('chat-waiting')).toHaveTextContent(chatCopy.waitForAnswer);
    advance(1500);
    await second.user.keyboard('{Enter}');
    expect(message(3)).toHaveTextContent('Und die Lieferzeit?');
    second.unmount();
    renderWindow();
    expect(input()).toHaveValue('');
  });

  it('keeps any text typed into the field across closing and reopening', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (text) => {
        sessionStorage.clear();
        const { user, unmount } = renderWindow();
        await user.click(input());
        await user.paste(text);
        const typed = (input() as HTMLInputElement).value;
        unmount();
        renderWindow();
        expect(input()).toHaveValue(typed);
        cleanup();
      }),
      { numRuns: 20 },
    );
  });

  it("keeps an answer's delay when the window is closed and reopened", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { user, unmount } = renderWindow();
    await user.type(input(), 'Garantie{Enter}');
    advance(600);
    unmount();
    advance(700);
    renderWindow();
    expect(typing()).toBeInTheDocument();
    advance(199);
    expect(typing()).toBeInTheDocument();
    advance(1);
    expect(typing()).not.toBeInTheDocument();
    expect(message(2)).toHaveTextContent(`${facts.guaranteeYears} Jahre Garantie`);
  });

  it('shows an answer that fell due while the window was closed at once', async () => {
    const question: ChatMessage = { id: '1', text: 'Garantie', isBot: false, timestamp: Date.now() - 5000 };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question]));
    renderWindow();
    expect(typing()).not.toBeInTheDocument();
    expect(message(2)).toHaveTextContent(`${facts.guaranteeYears} Jahre Garantie`);
  });

  it.each([
    ['lower end', 0, 1000],
    ['upper end', 0.9999, 1999],
  ])('replies after the random delay (%s of 1-2 s): none at 999 ms, one by 2000 ms', async (_, random, due) => {
    vi.spyOn(Math, 'random').mockReturnValue(random);
    const { user } = renderWindow();
    await user.type(input(), 'Wie lange ist die Lieferzeit?{Enter}');
    advance(999);
    expect(within(history()).getAllByRole('listitem')).toHaveLength(3); // greeting, question, typing
    expect(typing()).toBeInTheDocument();
    advance(due - 999 - 1);
    expect(typing()).toBeInTheDocument();
    advance(1);
    expect(typing()).not.toBeInTheDocument();
    advance(2000 - due);
    const items = within(history()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent(facts.deliveryWeeks);
  });

  it('answers from the shop content, with real links, and announces the answer', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { user } = renderWindow();
    await user.type(input(), 'oeffnungszeiten samstag{Enter}');
    advance(1000);
    const answer = message(2);
    // toHaveTextContent collapses the received whitespace (no-break spaces too); so does `flat`.
    for (const row of openingHours.contact) expect(answer).toHaveTextContent(flat(`${row.days}: ${row.hours}`));
    const link = within(answer).getByRole('link', { name: 'Kontakt & Anfahrt' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(screen.getByTestId('chat-live')).toHaveTextContent(`${chatCopy.botName}: Öffnungszeiten Showroom`);
  });

  it('gives unrelated questions the fallback with phone and contact page', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { user } = renderWindow();
    await user.type(input(), 'Wie wird das Wetter morgen?{Enter}');
    advance(1000);
    const answer = message(2);
    expect(answer).toHaveTextContent(flat(chatFallback.text));
    expect(answer).toHaveTextContent(flat(company.phoneDisplay));
    expect(within(answer).getByRole('link', { name: `Anrufen: ${company.phoneDisplay}` })).toHaveAttribute(
      'href',
      phoneHref,
    );
    expect(within(answer).getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('href', '/kontakt');
  });

  it('keeps the conversation in sessionStorage as {id from time, text, isBot, timestamp}', async () => {
    vi.setSystemTime(new Date(2026, 2, 2, 10, 15));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { user, unmount } = renderWindow();
    await user.type(input(), 'Garantie{Enter}');
    advance(1000);
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as ChatMessage[];
    expect(stored).toHaveLength(2);
    const [question, reply] = stored;
    assert(question && reply);
    expect(question).toEqual({
      id: String(question.timestamp),
      text: 'Garantie',
      isBot: false,
      timestamp: question.timestamp,
    });
    expect(question.timestamp).toBe(new Date(2026, 2, 2, 10, 15).getTime());
    expect(reply).toMatchObject({ id: String(reply.timestamp), isBot: true });
    expect(reply.timestamp - question.timestamp).toBe(1000);
    expect(reply.text).toContain(`${facts.guaranteeYears} Jahre Garantie`);
    unmount();

    renderWindow();
    const items = within(history()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Garantie');
    expect(items[2]).toHaveTextContent(`${facts.guaranteeYears} Jahre Garantie`);
    expect(within(message(1)).getByText('10:15')).toBeInTheDocument();
  });

  it('answers a question left unanswered by navigating away', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // Sent 300 ms before this page: its answer follows 1 s after it was sent.
    const question: ChatMessage = { id: '1', text: 'Lieferzeit?', isBot: false, timestamp: Date.now() - 300 };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([question]));
    renderWindow();
    advance(699);
    expect(typing()).toBeInTheDocument();
    advance(1);
    expect(typing()).not.toBeInTheDocument();
    expect(within(history()).getAllByRole('listitem')[2]).toHaveTextContent(facts.deliveryWeeks);
  });

  it('clears the history on request', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { user } = renderWindow();
    await user.type(input(), 'Garantie{Enter}');
    advance(1000);
    await user.click(screen.getByRole('button', { name: chatCopy.clear }));
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('group', { name: chatCopy.suggestionsLabel })).toBeInTheDocument();
  });

  it('closes on Escape and with the close button', async () => {
    const { user, onClose } = renderWindow();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: chatCopy.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
