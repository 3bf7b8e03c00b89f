/** The part of js-yaml the tests use: `dump`, with its defaults, as Keystatic writes YAML entries. */
declare module 'js-yaml' {
  export function dump(value: unknown): string;
}
