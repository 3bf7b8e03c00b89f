import { company } from '../../content/site.ts';

/** The word mark: a small bed glyph and the company name. */
export function Logo({ invert = false }: { invert?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        <rect width="40" height="40" rx="10" fill={invert ? '#f6e7d2' : '#233d4e'} />
        <path
          d="M8 27V13M8 21h24v6M32 27v-4"
          stroke={invert ? '#233d4e' : '#f6e7d2'}
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
        <rect x="11" y="16" width="8" height="4" rx="2" fill={invert ? '#b97d3a' : '#d19c5a'} />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`font-serif text-lg font-semibold ${invert ? 'text-white' : 'text-night-800'}`}>
          {company.shortName}
        </span>
        <span className={`text-[0.7rem] tracking-[0.18em] uppercase ${invert ? 'text-brass-300' : 'text-brass-700'}`}>
          {company.name.replace(`${company.shortName} `, '')}
        </span>
      </span>
    </span>
  );
}
