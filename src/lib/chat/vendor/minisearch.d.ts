/**
 * The kept part of MiniSearch (minisearch.js beside this file), typed by the package's own
 * declarations: only construction, adding documents and searching.
 */
import type { Options, Query, SearchOptions, SearchResult } from 'minisearch';

export type { SearchResult };

export default class MiniSearch<T = unknown> {
  constructor(options: Options<T>);
  add(document: T): void;
  addAll(documents: readonly T[]): void;
  search(query: Query, searchOptions?: SearchOptions): SearchResult[];
}
