/** The part of js-yaml the tests use, with its defaults: as Keystatic reads and writes YAML entries. */
declare module 'js-yaml' {
  export function dump(value: unknown): string;
  export function load(text: string): unknown;
}
