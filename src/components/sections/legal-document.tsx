import type { LegalBlock, LegalDocument, LegalInline } from '../../content/legal.ts';
import { Container } from '../ui/layout.tsx';
import { typesetDeep } from '../../lib/typography.ts';

function Inline({ parts }: { parts: readonly LegalInline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a
            key={`${part.href}-${i}`}
            href={part.href}
            {...(/^https?:/.test(part.href) ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          >
            {part.text}
            {/^https?:/.test(part.href) && <span className="sr-only"> (öffnet in neuem Tab)</span>}
          </a>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <Inline parts={block.content} />
        </p>
      );
    case 'ul':
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline parts={item} />
            </li>
          ))}
        </ul>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'address':
      return (
        <address className="mb-4 not-italic">
          {block.lines.map((line, i) => (
            <span key={i} className="block">
              <Inline parts={line} />
            </span>
          ))}
        </address>
      );
    case 'box':
      return (
        <div className="my-6 rounded-[var(--radius-card)] bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-7 [&_h3:first-child]:mt-0">
          <p className="mb-3 font-serif text-lg font-semibold text-night-800">{block.title}</p>
          {block.blocks.map((b, i) => (
            <Block key={i} block={b} />
          ))}
        </div>
      );
  }
}

/** A legal text with an optional table of contents (sticky beside the text on wide screens). */
export function LegalDocumentView({ doc: source }: { doc: LegalDocument }) {
  // German typography (en dashes, no-break spaces in '§ 5', 'z. B.', ...) for the whole text.
  const doc = typesetDeep(source);
  return (
    <div className="bg-white py-12 sm:py-16">
      <Container className={doc.toc ? 'grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14' : 'max-w-3xl'}>
        {doc.toc && (
          <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-[var(--radius-card)] bg-sand-50 p-5 ring-1 ring-sand-200">
              <h2
                id="legal-toc-title"
                className="font-sans text-sm font-semibold tracking-[0.12em] text-brass-700 uppercase"
              >
                Inhalt
              </h2>
              <ol className="mt-3 space-y-1 text-[0.95rem]">
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="block rounded py-1 text-night-700 hover:text-night-900 hover:underline"
                    >
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <div className="prose-legal max-w-3xl text-[1.0625rem] leading-relaxed">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-night-800">
                {s.title}
              </h2>
              {s.blocks.map((b, i) => (
                <Block key={i} block={b} />
              ))}
            </section>
          ))}
          <p className="mt-10 text-sm text-muted">{doc.updated}</p>
        </div>
      </Container>
    </div>
  );
}
