/**
 * The Schlafberater: a short step-by-step finder (a React island). The rules live in
 * src/lib/sleep-advice.ts; this component only collects the answers and shows the advice.
 *
 * Before hydration no control may submit or navigate natively: the step form has
 * `method="dialog"`, which outside a dialog never submits (a form without method would send a
 * GET and reload the page with the answers in the URL); the page hydrates the finder with
 * `client:interaction`, which holds a click on 'Weiter' and replays it once React owns it.
 *
 * The result hands over to the contact form through sessionStorage, not the URL: personal data
 * never goes into a URL. Back or joint complaints are health data (Art. 9 GDPR): the visitor's
 * own go into the enquiry text only if the visitor ticks the separate consent box in the same
 * step; a partner's (couple mode) are shown in the advice and never sent.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, RotateCcw, Send } from '../ui/icons.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { sleepPositions, type SleepPosition } from '../../content/products/matratzen.ts';
import {
  adviceSummary,
  adviseSleep,
  enquiryHref,
  parseHeight,
  parseWeight,
  type SleepAdvice,
  type SleepMode,
} from '../../lib/finder-advice.ts';
import { cn } from '../../lib/cn.ts';
import { saveEnquiryDraft } from '../../lib/enquiry-draft.ts';
import { withUnit } from '../../lib/units.ts';
import { finderCopy, finderSteps, finderWishes, healthConsentCopy } from '../../content/products/sleep-finder.ts';
import { enquiryRetentionDaysDefault } from '../../content/site.ts';

const steps = finderSteps;
const wishes = finderWishes;
const t = finderCopy;

type WishKey = (typeof wishes)[number]['key'];

interface PersonFields {
  height: string;
  weight: string;
}

type FieldErrors = Record<string, string>;

function RadioCard({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500',
        checked ? 'border-night-700 bg-night-50' : 'border-sand-200 bg-white hover:border-sand-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-5 accent-night-700"
      />
      <span className="font-medium text-ink">{children}</span>
    </label>
  );
}

function NumberField({
  id,
  label,
  unit,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  unit: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-night-800">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <input
          id={id}
          name={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'w-32 rounded-lg border-2 bg-white px-3 py-2.5 text-lg text-ink',
            error ? 'border-danger' : 'border-sand-300',
          )}
        />
        <span className="text-muted">{unit}</span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function Result({
  advice,
  includeHealth,
  consent,
  onRestart,
}: {
  advice: SleepAdvice;
  includeHealth: boolean;
  /** The health-data consent (time and text), recorded with the enquiry when it is included. */
  consent: { at: string; text: string } | null;
  onRestart: () => void;
}) {
  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        {advice.sides.map((s) => (
          <div key={s.label} className="rounded-xl bg-night-800 p-5 text-white" data-testid="finder-side">
            <p className="text-sm text-night-100">
              {s.label} · {withUnit(s.person.heightCm, 'cm')} · {withUnit(s.person.weightKg, 'kg')}
            </p>
            <p className="mt-1 font-serif text-4xl font-semibold">
              <span className="sr-only">{t.result.hardness} </span>
              {s.hardness}
              <span className="ml-2 text-base font-normal text-brass-300">{s.hardnessName}</span>
            </p>
            <p className="mt-2 text-sm text-night-100">
              {t.result.technologies} {s.technologies.join(', ')}
            </p>
          </div>
        ))}
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <dt className="text-sm text-muted">{t.result.length}</dt>
          <dd className="font-serif text-2xl font-semibold text-night-800" data-testid="finder-length">
            {advice.length.label}
          </dd>
          <dd className="text-sm text-muted">
            {t.result.rule} {withUnit(advice.length.ruleCm, 'cm')}
          </dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <dt className="text-sm text-muted">{t.result.width}</dt>
          <dd className="font-serif text-2xl font-semibold text-night-800">{advice.width}</dd>
        </div>
        <div className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
          <dt className="text-sm text-muted">{t.result.position}</dt>
          <dd className="font-serif text-2xl font-semibold text-night-800">{advice.positionName}</dd>
        </div>
      </dl>
      <p className="mt-5 leading-relaxed text-muted">{advice.positionAdvice}</p>
      {advice.notes.length > 0 && (
        <ul className="mt-4 space-y-2">
          {advice.notes.map((n) => (
            <li key={n} className="rounded-lg bg-brass-100 px-4 py-3 text-ink">
              {n}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <p className="font-semibold text-night-800">{t.result.more}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {advice.links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className="font-medium text-night-700 underline underline-offset-2 hover:text-brass-700">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {advice.healthNote && !includeHealth && <p className="mt-6 text-sm text-muted">{healthConsentCopy.notSent}</p>}
      {advice.partnerHealthNote && <p className="mt-2 text-sm text-muted">{healthConsentCopy.partnerNotSent}</p>}
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink
          href={enquiryHref(advice)}
          size="lg"
          onClick={() =>
            saveEnquiryDraft(
              adviceSummary(advice, { includeHealth }),
              includeHealth && advice.healthNote && consent ? consent : undefined,
            )
          }
        >
          <Send aria-hidden="true" className="size-4" />
          {t.result.send}
        </ButtonLink>
        <Button variant="ghost" size="lg" onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t.result.restart}
        </Button>
      </div>
    </div>
  );
}

/** `retentionDays`: how long enquiries are kept, as this build's Datenschutz page states it. */
export function SleepFinder({ retentionDays = enquiryRetentionDaysDefault }: { retentionDays?: number }) {
  const uid = useId();
  const [step, setStep] = useState(0);
  const [mode, setMode] = useState<SleepMode>('allein');
  const [persons, setPersons] = useState<PersonFields[]>([
    { height: '', weight: '' },
    { height: '', weight: '' },
  ]);
  const [position, setPosition] = useState<SleepPosition>('ruecken');
  const [flags, setFlags] = useState<Record<WishKey, boolean>>({
    complaints: false,
    partnerComplaints: false,
    slopedCeiling: false,
    waterBed: false,
    electric: false,
  });
  const [healthConsent, setHealthConsent] = useState(false);
  /** When the consent was ticked (ISO time), kept as its record; null while it is not given. */
  const [healthConsentAt, setHealthConsentAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [advice, setAdvice] = useState<SleepAdvice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    // A choice made before hydration: React keeps the checked radio but not its own state.
    const chosen = formRef.current?.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value;
    if (chosen === 'allein' || chosen === 'paar') setMode(chosen);
  }, []);

  useEffect(() => {
    // Move focus to the new step's heading after the visitor navigates (not on first render).
    if (moved.current) headingRef.current?.focus();
  }, [step, advice]);

  const count = mode === 'paar' ? 2 : 1;

  function validateMeasures(): boolean {
    const next: FieldErrors = {};
    for (let i = 0; i < count; i++) {
      const h = parseHeight(persons[i]!.height);
      const w = parseWeight(persons[i]!.weight);
      if (!h.ok) next[`height-${i}`] = h.error;
      if (!w.ok) next[`weight-${i}`] = w.error;
    }
    setErrors(next);
    const firstInvalid = Object.keys(next)[0];
    if (firstInvalid) document.getElementById(`${uid}-${firstInvalid}`)?.focus();
    return !firstInvalid;
  }

  function go(to: number) {
    moved.current = true;
    setStep(to);
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (step === 1 && !validateMeasures()) return;
    if (step < steps.length - 1) {
      go(step + 1);
      return;
    }
    moved.current = true;
    setAdvice(
      adviseSleep({
        mode,
        persons: persons.slice(0, count).map((p) => ({
          heightCm: (parseHeight(p.height) as { value: number }).value,
          weightKg: (parseWeight(p.weight) as { value: number }).value,
        })),
        position,
        ...flags,
      }),
    );
  }

  function restart() {
    moved.current = true;
    setAdvice(null);
    setErrors({});
    setStep(0);
  }

  const setPerson = (i: number, field: keyof PersonFields, value: string) =>
    setPersons((prev) => prev.map((p, j) => (j === i ? { ...p, [field]: value } : p)));

  const announcement = advice ? t.announcement(advice.sides, advice.length.label) : '';

  return (
    <div className="rounded-3xl bg-white p-6 shadow-lift ring-1 ring-sand-200/60 sm:p-10">
      <p aria-live="polite" className="sr-only" data-testid="finder-announcement">
        {announcement}
      </p>
      {advice ? (
        <section aria-labelledby={`${uid}-result`}>
          <p className="text-sm font-semibold tracking-[0.14em] text-brass-700 uppercase">{t.result.eyebrow}</p>
          <h3 id={`${uid}-result`} ref={headingRef} tabIndex={-1} className="mt-1 text-3xl text-night-800">
            {t.result.title}
          </h3>
          <div className="mt-6">
            <Result
              advice={advice}
              includeHealth={flags.complaints && healthConsent}
              consent={
                healthConsentAt
                  ? {
                      at: healthConsentAt,
                      text: `${healthConsentCopy.label} ${healthConsentCopy.details(retentionDays)}`,
                    }
                  : null
              }
              onRestart={restart}
            />
          </div>
        </section>
      ) : (
        <form ref={formRef} method="dialog" onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-step`}>
          <ol className="mb-8 grid grid-cols-4 gap-2" aria-label={t.progressLabel}>
            {steps.map(({ label }, i) => (
              <li key={label} aria-current={i === step ? 'step' : undefined}>
                <span className={cn('block h-1.5 rounded-full', i <= step ? 'bg-brass-500' : 'bg-sand-200')} />
                <span
                  className={cn(
                    'mt-2 hidden text-sm sm:block',
                    i === step ? 'font-semibold text-night-800' : 'text-muted',
                  )}
                >
                  {label}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-sm font-semibold text-brass-700">{t.stepOf(step + 1, steps.length)}</p>
          <h3 id={`${uid}-step`} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl text-night-800 sm:text-3xl">
            {steps[step]?.question}
          </h3>

          <div className="mt-6">
            {step === 0 && (
              <fieldset>
                <legend className="sr-only">{steps[0].label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <RadioCard name="mode" value="allein" checked={mode === 'allein'} onChange={() => setMode('allein')}>
                    {t.alone}
                  </RadioCard>
                  <RadioCard name="mode" value="paar" checked={mode === 'paar'} onChange={() => setMode('paar')}>
                    {t.couple}
                  </RadioCard>
                </div>
              </fieldset>
            )}

            {step === 1 && (
              <div className={cn('grid gap-6', count === 2 && 'md:grid-cols-2')}>
                {Array.from({ length: count }, (_, i) => (
                  <fieldset key={i} className="rounded-xl bg-sand-50 p-5 ring-1 ring-sand-200">
                    <legend className="float-left mb-3 w-full font-serif text-xl font-semibold text-night-800">
                      {count === 2 ? t.person(i + 1) : t.ownMeasures}
                    </legend>
                    <div className="clear-both grid gap-4">
                      <NumberField
                        id={`${uid}-height-${i}`}
                        label={t.height}
                        unit="cm"
                        value={persons[i]!.height}
                        error={errors[`height-${i}`]}
                        onChange={(v) => setPerson(i, 'height', v)}
                      />
                      <NumberField
                        id={`${uid}-weight-${i}`}
                        label={t.weight}
                        unit="kg"
                        value={persons[i]!.weight}
                        error={errors[`weight-${i}`]}
                        onChange={(v) => setPerson(i, 'weight', v)}
                      />
                    </div>
                  </fieldset>
                ))}
              </div>
            )}

            {step === 2 && (
              <fieldset>
                <legend className="sr-only">{t.positionLegend}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {sleepPositions.map((p) => (
                    <RadioCard
                      key={p.id}
                      name="position"
                      value={p.id}
                      checked={position === p.id}
                      onChange={(v) => setPosition(v as SleepPosition)}
                    >
                      {p.name}
                    </RadioCard>
                  ))}
                </div>
              </fieldset>
            )}

            {step === 3 && (
              <fieldset>
                <legend className="mb-3 text-muted">{t.wishesLegend}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {wishes
                    .filter((w) => mode === 'paar' || !w.coupleOnly)
                    .map((w) => (
                      <label
                        key={w.key}
                        className={cn(
                          'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3.5',
                          flags[w.key]
                            ? 'border-night-700 bg-night-50'
                            : 'border-sand-200 bg-white hover:border-sand-300',
                        )}
                      >
                        <input
                          type="checkbox"
                          name={w.key}
                          checked={flags[w.key]}
                          onChange={(e) => {
                            const checked = e.target.checked;
                            setFlags((f) => ({ ...f, [w.key]: checked }));
                            if (w.key === 'complaints' && !checked) setHealthConsent(false);
                          }}
                          className="size-5 accent-night-700"
                        />
                        <span className="font-medium text-ink">{w.label}</span>
                      </label>
                    ))}
                </div>
                {flags.complaints && (
                  <div className="mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
                    <label className="flex cursor-pointer items-start gap-3">
                      <input
                        type="checkbox"
                        name="healthConsent"
                        checked={healthConsent}
                        onChange={(e) => {
                          setHealthConsent(e.target.checked);
                          setHealthConsentAt(e.target.checked ? new Date().toISOString() : null);
                        }}
                        aria-describedby={`${uid}-health-consent`}
                        className="mt-0.5 size-5 shrink-0 accent-night-700"
                      />
                      <span className="font-medium text-ink">{healthConsentCopy.label}</span>
                    </label>
                    <p id={`${uid}-health-consent`} className="mt-2 pl-8 text-sm leading-relaxed text-muted">
                      {healthConsentCopy.details(retentionDays)}
                    </p>
                  </div>
                )}
              </fieldset>
            )}
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="ghost" onClick={() => go(step - 1)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t.back}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg">
              {step < steps.length - 1 ? t.next : t.show}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
