/**
 * A content entry as stored on disk, walked for the generated bad-value tests of the product and
 * information pages: every string with its path, and a copy with one value replaced.
 */
export type LeafPath = (string | number)[];

/**
 * Every string in the entry with its path, except those whose field name `skip` matches (by
 * default the section kinds, the stored choice's tag).
 */
export function stringLeaves(raw: unknown, skip: RegExp = /^discriminant$/): LeafPath[] {
  const leaves: LeafPath[] = [];
  const walk = (v: unknown, at: LeafPath) => {
    if (typeof v === 'string') {
      if (!skip.test(String(at.at(-1)))) leaves.push(at);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(raw, []);
  return leaves;
}

/** A copy of the entry with `value` at `at`. */
export function withValueAt<T>(raw: T, at: LeafPath, value: unknown): T {
  const copy = structuredClone(raw);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}
