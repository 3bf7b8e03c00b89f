// @vitest-environment jsdom
/**
 * The contact form island: every validation message, focus and aria wiring, re-validation on
 * change, both notices (with their 5000 ms display and 1,000,000 ms removal), server field
 * errors, no double send, the ?interesse= prefill and the Schlafberater's sessionStorage draft,
 * the native post attributes and the server-rendered answer (values and messages as props).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ContactForm } from '../../src/components/widgets/contact-form.tsx';
import { contactFormCopy } from '../../src/content/forms.ts';
import { FORM_MIN_FILL_MS } from '../../src/lib/contact-fields.ts';
import { ENQUIRY_DRAFT_KEY } from '../../src/lib/enquiry-draft.ts';
import { getToasts, resetToasts, TOAST_DURATION, TOAST_REMOVE_DELAY } from '../../src/components/ui/toast.tsx';

const messages = [
  'Vorname ist erforderlich',
  'Nachname ist erforderlich',
  'Ungültige E-Mail-Adresse',
  'Bitte wählen Sie Ihr Interesse aus',
  'Nachricht ist erforderlich',
];

const field = (name: RegExp) => screen.getByLabelText(name);
const firstName = () => field(/^Vorname/);
const lastName = () => field(/^Nachname/);
const email = () => field(/^E-Mail/);
const phone = () => field(/^Telefon/);
const interest = () => field(/^Ich interessiere mich für/) as HTMLSelectElement;
const message = () => field(/^Ihre Nachricht/);
const submit = () => screen.getByRole('button', { name: /Nachricht senden|Wird gesendet/ });

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function answer(status: number, body: unknown = { ok: true }) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(search = '') {
  window.history.replaceState(null, '', `/kontakt${search}`);
  const view = render(<ContactForm />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...view, user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(firstName(), 'Erika');
  await user.type(lastName(), 'Müller');
  await user.type(email(), 'erika@example.de');
  await user.type(phone(), '0271 123456');
  await user.selectOptions(interest(), 'Wasserbett');
  await user.type(message(), 'Bitte rufen Sie mich an.');
}

/** Lets pending promises (validation, fetch, state updates) settle without moving the clock. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// The form fetches the schema with a dynamic import when it is first used; in the browser that
// is one small request, here it is a module transform that outlasts settle()'s single tick. Load
// the modules once up front so every test starts where a visitor's first focus would leave it.
beforeAll(async () => {
  await import('../../src/lib/contact-schema.ts');
  await import('@hookform/resolvers/zod');
});

beforeEach(() => {
  vi.useFakeTimers();
  // The page has been open for the minimum fill time: a send goes out at once (the tests of a
  // send before it are in 'the minimum fill time').
  vi.advanceTimersByTime(FORM_MIN_FILL_MS);
  // Testing Library flushes with setTimeout(0) and advances only Jest's fake clock; point it at Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  resetToasts();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('validation', () => {
  test('labels name the required fields (the star is read out as Pflichtfeld) and the optional phone', () => {
    setup();
    const required = [firstName(), lastName(), email(), interest(), message()];
    expect(required.map((el) => el.getAttribute('aria-required'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(firstName()).toHaveAccessibleName('Vorname (Pflichtfeld)');
    expect(message()).toHaveAccessibleName('Ihre Nachricht (Pflichtfeld)');
    expect(phone()).toHaveAccessibleName('Telefon (optional)');
    expect(phone()).not.toHaveAttribute('aria-required');
    // No message yet: nothing is invalid and nothing points to an empty message.
    for (const el of [...required, phone()]) {
      expect(el).not.toHaveAttribute('aria-invalid');
      expect(el).not.toHaveAttribute('aria-describedby');
    }
  });

  test('an empty submit shows all five messages, marks the fields and focuses the first', async () => {
    const { user } = setup();
    await user.click(submit());
    await settle();
    for (const text of messages) expect(screen.getByText(text)).toBeVisible();
    for (const el of [firstName(), lastName(), email(), interest(), message()]) {
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(el).toHaveAccessibleDescription(
        messages[[firstName(), lastName(), email(), interest(), message()].indexOf(el)]!,
      );
    }
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(firstName()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('each message clears on change once the field is valid (re-checked on change)', async () => {
    const { user } = setup();
    await user.click(submit());
    await settle();
    expect(screen.getByText('Vorname ist erforderlich')).toBeVisible();
    await user.type(firstName(), 'E');
    await settle();
    expect(screen.queryByText('Vorname ist erforderlich')).toBeNull();
    expect(firstName()).not.toHaveAttribute('aria-invalid');
    // The other messages stay until their own field changes.
    expect(screen.getByText('Nachname ist erforderlich')).toBeVisible();
    await user.type(email(), 'erika@');
    await settle();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await user.type(email(), 'example.de');
    await settle();
    expect(screen.queryByText('Ungültige E-Mail-Adresse')).toBeNull();
    await user.selectOptions(interest(), 'Topper');
    await user.type(lastName(), 'M');
    await user.type(message(), 'x');
    await settle();
    expect(screen.queryByText('Bitte wählen Sie Ihr Interesse aus')).toBeNull();
    expect(screen.queryByText('Nachname ist erforderlich')).toBeNull();
    expect(screen.queryByText('Nachricht ist erforderlich')).toBeNull();
    // Emptying a field again brings its message back at once.
    await user.clear(firstName());
    await settle();
    expect(screen.getByText('Vorname ist erforderlich')).toBeVisible();
  });

  test('whitespace only is not a name; focus goes to the first invalid field', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(lastName());
    await user.type(lastName(), '   ');
    await user.click(submit());
    await settle();
    expect(screen.getByText('Nachname ist erforderlich')).toBeVisible();
    expect(lastName()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('the select offers every allowed interest after a placeholder', () => {
    setup();
    const options = within(interest())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Bitte wählen …',
      'Boxspringbett',
      'Elektrisches Boxspringbett',
      'Matratze',
      'Topper',
      'Wasserbett',
      'Familienbett',
      'Seniorenbett',
      'Überlänge',
      'Beratungstermin im Showroom',
      'Sonstiges',
    ]);
  });
});

describe('sending', () => {
  test('success: one JSON request with credentials, the notice for 5000 ms, and the form reset', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const { user } = setup();
    advance(4000);
    await fillValid(user);
    await user.click(submit());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Erika',
      lastName: 'Müller',
      email: 'erika@example.de',
      phone: '0271 123456',
      interest: 'Wasserbett',
      message: 'Bitte rufen Sie mich an.',
      website: '',
    });
    expect(body.fillMs).toEqual(expect.any(Number));

    await settle();
    const status = screen.getByText('Nachricht gesendet!');
    expect(status).toBeVisible();
    expect(screen.getByText('Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.')).toBeVisible();
    expect(firstName()).toHaveValue('');
    expect(lastName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(phone()).toHaveValue('');
    expect(interest()).toHaveValue('');
    expect(message()).toHaveValue('');

    advance(TOAST_DURATION - 100);
    expect(screen.getByText('Nachricht gesendet!')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Nachricht gesendet!')).toBeNull();
    // Dismissed, but kept in the store until the removal delay has passed.
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]!.open).toBe(false);
    advance(TOAST_REMOVE_DELAY - 1000);
    expect(getToasts()).toHaveLength(1);
    advance(1000);
    expect(getToasts()).toHaveLength(0);
  });

  test('failure (500): destructive notice and every input kept', async () => {
    fetchMock.mockResolvedValue(answer(500, { error: 'Interner Fehler' }));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await settle();
    const title = screen.getByText('Fehler beim Senden');
    expect(
      screen.getByText('Es gab ein Problem beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(firstName()).toHaveValue('Erika');
    expect(lastName()).toHaveValue('Müller');
    expect(email()).toHaveValue('erika@example.de');
    expect(phone()).toHaveValue('0271 123456');
    expect(interest()).toHaveValue('Wasserbett');
    expect(message()).toHaveValue('Bitte rufen Sie mich an.');
    expect(submit()).toBeEnabled();
  });

  test('a network error is a failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await settle();
    expect(screen.getByText('Fehler beim Senden')).toBeVisible();
    expect(message()).toHaveValue('Bitte rufen Sie mich an.');
  });

  test('field errors from the server are shown at their fields, the first one focused', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        error: 'Bitte prüfen Sie Ihre Eingaben.',
        fields: { email: 'Ungültige E-Mail-Adresse', message: 'Nachricht darf höchstens 5.000 Zeichen lang sein' },
      }),
    );
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await settle();
    expect(screen.getByText('Fehler beim Senden')).toBeVisible();
    expect(email()).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(message()).toHaveAccessibleDescription('Nachricht darf höchstens 5.000 Zeichen lang sein');
    expect(email()).toHaveFocus();
  });

  test('while sending the button shows progress and a second click sends nothing', async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent('Wird gesendet …');
    fireEvent.submit(submit().closest('form')!);
    await user.click(submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => resolve(answer(201)));
    await settle();
    expect(screen.getByText('Nachricht gesendet!')).toBeVisible();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveTextContent('Nachricht senden');
  });

  test('the hidden honeypot is sent as filled in', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const { user, container } = setup();
    await fillValid(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    await user.click(submit());
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ website: 'http://spam.example' });
  });
});

describe('prefill and notices', () => {
  test('?interesse= preselects an allowed interest; ?nachricht= is ignored (no personal data in URLs)', () => {
    setup(`?interesse=${encodeURIComponent('Überlänge')}&nachricht=${encodeURIComponent('Körpergröße 2,05 m')}`);
    expect(interest()).toHaveValue('Überlänge');
    expect(message()).toHaveValue('');
  });

  test('the Schlafberater draft in sessionStorage fills the message once', () => {
    window.sessionStorage.setItem(ENQUIRY_DRAFT_KEY, 'Ergebnis aus dem Schlafberater: H3');
    const { unmount } = setup('?interesse=Matratze');
    expect(message()).toHaveValue('Ergebnis aus dem Schlafberater: H3');
    expect(interest()).toHaveValue('Matratze');
    expect(window.sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).toBeNull();
    unmount();
    setup();
    expect(message()).toHaveValue('');
  });

  test('a native post: method post to /kontakt/senden, every field named', () => {
    const { container } = setup();
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/kontakt/senden');
    const names = [...form.querySelectorAll('input, select, textarea')].map((e) => e.getAttribute('name'));
    expect(names.sort()).toEqual(['email', 'firstName', 'interest', 'lastName', 'message', 'phone', 'website']);
  });

  test('server-rendered answer: values and messages shown, then validated as usual', async () => {
    window.history.replaceState(null, '', '/kontakt/senden');
    const values = {
      firstName: 'Erika',
      lastName: '',
      email: 'kaputt',
      phone: '0271 1',
      interest: 'Topper',
      message: 'Hallo',
    };
    render(
      <ContactForm
        initialValues={values}
        serverErrors={{ lastName: 'Nachname ist erforderlich', email: 'Ungültige E-Mail-Adresse' }}
      />,
    );
    await settle();
    expect(firstName()).toHaveValue('Erika');
    expect(email()).toHaveValue('kaputt');
    expect(phone()).toHaveValue('0271 1');
    expect(interest()).toHaveValue('Topper');
    expect(message()).toHaveValue('Hallo');
    expect(screen.getByText('Nachname ist erforderlich')).toBeVisible();
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(lastName()).toHaveFocus();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    fetchMock.mockResolvedValue(answer(201));
    await user.type(lastName(), 'Müller');
    await user.clear(email());
    await user.type(email(), 'erika@example.de');
    await user.click(submit());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({
      firstName: 'Erika',
      lastName: 'Müller',
      email: 'erika@example.de',
      interest: 'Topper',
      message: 'Hallo',
    });
  });

  test('what the visitor typed before hydration is kept and sent', async () => {
    window.history.replaceState(null, '', '/kontakt');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ContactForm />);
    document.body.append(host);
    const typed = {
      firstName: 'Erika',
      lastName: 'Früh',
      email: 'erika@example.de',
      phone: '',
      interest: 'Matratze',
      message: 'Vor der Hydrierung getippt',
    };
    for (const [name, value] of Object.entries(typed)) {
      (host.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    }
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(host, <ContactForm />);
    });
    await settle();
    expect(firstName()).toHaveValue('Erika');
    expect(interest()).toHaveValue('Matratze');
    expect(message()).toHaveValue('Vor der Hydrierung getippt');
    fetchMock.mockResolvedValue(answer(201));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(submit());
    await settle();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject(typed);
    act(() => root!.unmount());
    host.remove();
  });

  test('an interest outside the allowlist is ignored', () => {
    setup('?interesse=Hängematte');
    expect(interest()).toHaveValue('');
  });

  test('at most one notice is visible', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: 'x' }));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await settle();
    screen.getByText('Fehler beim Senden');
    await user.click(submit());
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Fehler beim Senden')).toHaveLength(1);
    expect(getToasts()).toHaveLength(1);
  });

  test('F8 focuses the notice region; swiping right past 50 px dismisses, less does not', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const region = screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);

    // jsdom lacks pointer capture, which Radix uses while swiping.
    Object.assign(Element.prototype, {
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
      hasPointerCapture: () => false,
    });
    const toastEl = screen.getByText('Nachricht gesendet!').closest('li')!;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(toastEl, { clientX: 100, clientY: 10, button: 0, pointerId: 1 });
      fireEvent.pointerMove(toastEl, { clientX: 100 + dx / 2, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(toastEl, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(toastEl, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    };
    swipe(40);
    expect(screen.getByText('Nachricht gesendet!')).toBeInTheDocument();
    swipe(60);
    await settle();
    expect(screen.queryByText('Nachricht gesendet!')).toBeNull();
    expect(getToasts()[0]!.open).toBe(false);
  });

  test('a privacy note under the form links to /datenschutz', () => {
    setup();
    expect(screen.getByRole('link', { name: contactFormCopy.privacyLink })).toHaveAttribute('href', '/datenschutz');
  });
});

describe('the minimum fill time', () => {
  // The server treats a JSON enquiry with a fill time under the minimum as a bot and stores
  // nothing. A person can send that early (the Schlafberater's draft plus autofill): the form
  // holds such a send, shown as sending, until the minimum has passed since the page's
  // navigation start, so it never sends a fill time under it and no enquiry is lost.
  test('a send at any time before the minimum goes out exactly at the minimum, with a fill time at or over it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: FORM_MIN_FILL_MS - 1 }),
        fc.integer({ min: 0, max: FORM_MIN_FILL_MS - 1 }),
        async (a, b) => {
          const [mountAt, sendAt] = a <= b ? [a, b] : [b, a];
          // A fresh clock: performance.now() counts from the navigation start (0).
          vi.useRealTimers();
          vi.useFakeTimers();
          fetchMock.mockReset();
          fetchMock.mockResolvedValue(answer(201));
          advance(mountAt);
          window.sessionStorage.setItem(ENQUIRY_DRAFT_KEY, 'Vom Schlafberater');
          const view = setup('?interesse=Matratze');
          for (const [el, value] of [
            [firstName(), 'Erika'],
            [lastName(), 'Schnell'],
            [email(), 'erika@example.de'],
          ] as const) {
            fireEvent.change(el, { target: { value } });
          }
          fireEvent.change(interest(), { target: { value: 'Matratze' } });
          advance(sendAt - mountAt);
          await act(async () => {
            fireEvent.submit(submit().closest('form')!);
          });
          await settle();
          expect(fetchMock).not.toHaveBeenCalled();
          expect(submit()).toHaveTextContent('Wird gesendet …');
          expect(submit()).toBeDisabled();
          await act(async () => {
            await vi.advanceTimersByTimeAsync(FORM_MIN_FILL_MS - sendAt - 1);
          });
          expect(fetchMock).not.toHaveBeenCalled();
          await act(async () => {
            await vi.advanceTimersByTimeAsync(1);
          });
          await settle();
          expect(fetchMock).toHaveBeenCalledTimes(1);
          const body = JSON.parse(fetchMock.mock.calls[0]![1].body as string) as { fillMs: number; lastName: string };
          expect(body.lastName).toBe('Schnell');
          expect(body.fillMs).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
          expect(screen.getByText('Nachricht gesendet!')).toBeVisible();
          act(() => resetToasts());
          view.unmount();
        },
      ),
      { numRuns: 15 },
    );
  });

  test('a second enquiry sent at once after the first is held too: its fill time counts from the first send', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fillValid(user);
    await user.click(submit());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(submit()).toHaveTextContent('Wird gesendet …');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_MIN_FILL_MS);
    });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(fetchMock.mock.calls[1]![1].body as string) as { fillMs: number };
    expect(body.fillMs).toBeGreaterThanOrEqual(FORM_MIN_FILL_MS);
  });
});

describe('a message the form accepts always reaches the server', () => {
  // Without JavaScript only the browser can stop a longer message; one far over the limit would be
  // over the post's size cap, whose answer cannot show the typed text again (the body is not read).
  test('the server-rendered message field stops at the limit, and a post at every limit fits the cap', async () => {
    const { contactLimits } = await import('../../src/lib/contact-fields.ts');
    const { MAX_FORM_BODY_BYTES } = await import('../../src/server/contact-request.ts');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ContactForm />);
    expect(host.querySelector('textarea')?.getAttribute('maxlength')).toBe(String(contactLimits.message));
    // The widest characters per UTF-16 unit on the wire: three UTF-8 bytes, each percent-encoded.
    const widest = (n: number) => 'ह'.repeat(n);
    const post = new URLSearchParams({
      firstName: widest(contactLimits.name),
      lastName: widest(contactLimits.name),
      email: 'a'.repeat(contactLimits.email),
      phone: '0'.repeat(contactLimits.phone),
      interest: 'Boxspringbett',
      message: widest(contactLimits.message),
      website: '',
      fillMs: '999999999',
      healthConsent: 'on',
    }).toString();
    expect(Buffer.byteLength(post)).toBeLessThan(MAX_FORM_BODY_BYTES);
  });
});
