/**
 * The contact form island (home, /sleepshort, /kontakt). A real HTML form: `method="post"` to
 * the page `/kontakt/senden`, so it sends without JavaScript and when it is sent before the
 * island has hydrated (the server answers in German HTML, src/pages/kontakt/senden.astro).
 * Once hydrated it validates with the schema the server uses (src/lib/contact-schema.ts) on
 * submit and again on every change, and sends JSON with the shared request helper. Success:
 * notice and reset. Failure: destructive notice, input kept, server field errors shown at their
 * fields.
 *
 * The fields are uncontrolled and take their first value from the DOM: whatever the visitor
 * typed before hydration is kept, and the server-rendered page after an invalid native post
 * passes the sent values (`initialValues`) and its messages (`serverErrors`).
 *
 * `?interesse=<value>` preselects the interest (product pages link so); the Schlafberater hands
 * its advice over in sessionStorage (src/lib/enquiry-draft.ts): personal data never goes into a
 * URL.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LoaderCircle, Send } from '../ui/icons.ts';
import { contactFormCopy } from '../../content/forms.ts';
import { interests, isInterest } from '../../content/interests.ts';
import { contactFields, contactLimits, FORM_MIN_FILL_MS, HONEYPOT_FIELD } from '../../lib/contact-fields.ts';
import type { ContactEnquiry, ContactField } from '../../lib/contact-schema.ts';
import { takeEnquiryDraft, takeHealthConsent } from '../../lib/enquiry-draft.ts';
import { apiRequest, RequestError } from '../../lib/request.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { toast, Toaster } from '../ui/toast.tsx';

/** Form state: every field a string; interest '' until one is chosen. */
type FormValues = { [K in ContactField]: string };

const empty: FormValues = { firstName: '', lastName: '', email: '', phone: '', interest: '', message: '' };

type FormResolver = Resolver<FormValues, unknown, ContactEnquiry>;

let schemaResolver: Promise<FormResolver> | undefined;

/**
 * The shared zod schema and its resolver, fetched once when the visitor first focuses or points
 * at the form (or at the latest on submit): the page does not carry the validation library
 * until someone uses the form. A failed fetch (offline) may be retried.
 */
function loadSchemaResolver(): Promise<FormResolver> {
  schemaResolver ??= Promise.all([import('@hookform/resolvers/zod'), import('../../lib/contact-schema.ts')]).then(
    ([{ zodResolver }, { contactSchema }]) => zodResolver(contactSchema) as unknown as FormResolver,
    (error: unknown) => {
      schemaResolver = undefined;
      throw error;
    },
  );
  return schemaResolver;
}

/**
 * Validates with the schema once it is loaded. If it cannot be loaded, the values go to the
 * server unchecked: it validates with the same schema and answers field errors (or the request
 * fails as well, offline, and the destructive notice says so).
 */
const resolver: FormResolver = async (values, context, options) => {
  let validate: FormResolver;
  try {
    validate = await loadSchemaResolver();
  } catch {
    return { values, errors: {} };
  }
  return validate(values, context, options);
};

const preloadSchema = () => {
  loadSchemaResolver().catch(() => undefined);
};

/** The fill time: milliseconds since `openedAt` (performance.now() time). */
const fillTimeSince = (openedAt: number) => Math.round(performance.now() - openedAt);

/**
 * Waits until at least FORM_MIN_FILL_MS have passed since `openedAt`. The server treats a faster
 * JSON enquiry as a bot; a person can be that fast (the Schlafberater's draft plus autofill), and
 * their enquiry must never be lost: the send is held, shown as sending, instead.
 */
async function untilMinimumFillTime(openedAt: number): Promise<void> {
  while (fillTimeSince(openedAt) < FORM_MIN_FILL_MS) {
    await new Promise((resolve) => setTimeout(resolve, FORM_MIN_FILL_MS - fillTimeSince(openedAt)));
  }
}

/** Where the form posts natively (no JavaScript, or sent before hydration). */
const CONTACT_FORM_ACTION = '/kontakt/senden';

export interface ContactFormProps {
  /** The JSON endpoint the hydrated form sends to. */
  endpoint?: string;
  /** The target of the native post. */
  action?: string;
  /** Values to show (the server-rendered answer to an invalid native post). */
  initialValues?: Partial<FormValues>;
  /** Per-field messages to show (the same answer). */
  serverErrors?: Partial<Record<ContactField, string>>;
}

export function ContactForm({
  endpoint = '/api/contact',
  action = CONTACT_FORM_ACTION,
  initialValues = {},
  serverErrors = {},
}: ContactFormProps) {
  const uid = useId();
  const idOf = (field: string) => `${uid}-${field}`;
  // The fill time counts from the start of the navigation (performance.now()'s origin), not from
  // the island's mount: the form is server-rendered and may be filled in before it hydrates.
  const openedAt = useRef(0);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  /** The Schlafberater's health-data consent (time and text) for the message it prefilled. */
  const healthConsent = useRef<{ at: string; text: string } | null>(null);
  // Server messages show in the server-rendered HTML; once hydrated they move into the form state.
  const [hydrated, setHydrated] = useState(false);

  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactEnquiry>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No default values: each field registers with what its element holds (typed before
    // hydration, or prefilled by the server), instead of being reset to ''.
    shouldFocusError: true,
  });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const interest = params.get('interesse');
    if (interest && isInterest(interest) && !getValues('interest')) setValue('interest', interest);
    const draft = takeEnquiryDraft();
    const consent = takeHealthConsent();
    if (draft && !getValues('message')) {
      setValue('message', draft.slice(0, contactLimits.message));
      healthConsent.current = consent;
    }
    let first = true;
    for (const field of contactFields) {
      const message = serverErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    setHydrated(true);
    // Runs once, on hydration: the props are those of the server-rendered page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (values: ContactEnquiry) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (fillTimeSince(openedAt.current) < FORM_MIN_FILL_MS) await untilMinimumFillTime(openedAt.current);
      await apiRequest('POST', endpoint, {
        ...values,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        fillMs: fillTimeSince(openedAt.current),
        // The Schlafberater's health-data consent, recorded with the enquiry it was given for.
        ...(healthConsent.current ? { healthConsent: healthConsent.current } : {}),
      });
      healthConsent.current = null;
      toast({ ...contactFormCopy.success });
      reset(empty);
      if (honeypot.current) honeypot.current.value = '';
      openedAt.current = performance.now();
    } catch (err) {
      if (err instanceof RequestError && err.status === 400) {
        const fields = (err.json() as { fields?: Partial<Record<ContactField, string>> } | undefined)?.fields ?? {};
        let first = true;
        for (const field of contactFields) {
          const message = fields[field];
          if (!message) continue;
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
      toast({ ...contactFormCopy.failure, variant: 'destructive' });
    } finally {
      inFlight.current = false;
    }
  };

  const errorOf = (field: ContactField): string | undefined =>
    hydrated ? errors[field]?.message : serverErrors[field];
  const fieldProps = (field: ContactField, required: boolean) => ({
    id: idOf(field),
    label: contactFormCopy.labels[field],
    required,
    error: errorOf(field),
  });
  /** The value the server rendered (or ''), and the form's registration under the field's name. */
  const nativeProps = (field: ContactField) => ({ defaultValue: initialValues[field] ?? '', ...register(field) });
  return (
    <div className="rounded-card bg-white p-6 shadow-lift ring-1 ring-sand-200/60 sm:p-10">
      <h3 className="text-2xl text-night-800 sm:text-3xl">{contactFormCopy.title}</h3>
      <p className="mt-2 text-muted">{contactFormCopy.intro}</p>
      <form
        method="post"
        action={action}
        noValidate
        aria-label={contactFormCopy.title}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        onFocus={preloadSchema}
        onPointerEnter={preloadSchema}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
        <FormField {...fieldProps('firstName', true)}>
          {(control) => <Input {...control} autoComplete="given-name" {...nativeProps('firstName')} />}
        </FormField>
        <FormField {...fieldProps('lastName', true)}>
          {(control) => <Input {...control} autoComplete="family-name" {...nativeProps('lastName')} />}
        </FormField>
        <FormField {...fieldProps('email', true)}>
          {(control) => (
            <Input {...control} type="email" inputMode="email" autoComplete="email" {...nativeProps('email')} />
          )}
        </FormField>
        <FormField {...fieldProps('phone', false)}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...nativeProps('phone')} />}
        </FormField>
        <FormField {...fieldProps('interest', true)} className="sm:col-span-2">
          {(control) => (
            <Select {...control} {...nativeProps('interest')}>
              <option value="">{contactFormCopy.interestPlaceholder}</option>
              {interests.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField {...fieldProps('message', true)} className="sm:col-span-2">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              // Without JavaScript nothing else stops a longer message, and one far over the limit
              // is over the post's size cap too: that answer cannot show the typed text again.
              maxLength={contactLimits.message}
              placeholder={contactFormCopy.messagePlaceholder}
              {...nativeProps('message')}
            />
          )}
        </FormField>
        {/* Honeypot: invisible to people and skipped by keyboard; bots that fill it are ignored. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={idOf(HONEYPOT_FIELD)}>{contactFormCopy.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={idOf(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting}
            aria-disabled={isSubmitting || undefined}
            className="w-full sm:w-auto"
          >
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {isSubmitting ? contactFormCopy.submitting : contactFormCopy.submit}
          </Button>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {contactFormCopy.privacyBefore}
            <a
              href="/datenschutz"
              className="font-medium text-night-700 underline underline-offset-2 hover:text-brass-700"
            >
              {contactFormCopy.privacyLink}
            </a>
            {contactFormCopy.privacyAfter}
          </p>
        </div>
      </form>
      <Toaster />
    </div>
  );
}
