/**
 * Input the server cannot read one way only is refused (400), never read one of its ways:
 *
 * - a request target in no form its method may use (RFC 9112 §3.2): origin-form for every
 *   method, absolute-form with http(s) and a host, `*` for OPTIONS only, nothing with a fragment;
 * - a JSON text naming a member of one object twice (`JSON.parse` keeps the last).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duplicateJsonKey } from '../../src/server/contact-request.ts';
import { isApiTarget, pathOfTarget, requestTarget } from '../../src/server/request-path.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'];
const method = fc.constantFrom(...METHODS);
const PCHAR = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~%!$&'()*+,;=:@";
const segment = fc.string({ unit: fc.constantFrom(...PCHAR), maxLength: 8 });
const query = fc.option(
  fc.string({ unit: fc.constantFrom(...PCHAR, '/', '?'), maxLength: 10 }).map((q) => `?${q}`),
  { nil: '' },
);
/** An origin-form target: `/segment/segment?query`. */
const origin = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), query)
  .map(([segments, q]) => `/${segments.join('/')}${q}`);
const host = fc.constantFrom('127.0.0.1', 'www.schlafmanufaktur.example', '[::1]', 'localhost');
const port = fc.constantFrom('', ':80', ':4321', ':');

describe('the form of a request target (RFC 9112 §3.2)', () => {
  it('origin-form is read for every method, as written', () => {
    fc.assert(
      fc.property(method, origin, (m, t) => {
        expect(requestTarget(m, t)).toEqual({ form: 'origin', target: t });
      }),
    );
  });

  it('absolute-form with http or https and a host is its authority and path', () => {
    fc.assert(
      fc.property(method, fc.constantFrom('http', 'https', 'HTTP'), host, port, origin, (m, s, h, p, t) => {
        expect(requestTarget(m, `${s}://${h}${p}${t}`)).toEqual({ form: 'absolute', authority: `${h}${p}`, target: t });
      }),
    );
  });

  it('a fragment makes any target malformed', () => {
    fc.assert(
      fc.property(
        method,
        fc.oneof(
          origin,
          origin.map((t) => `http://127.0.0.1${t}`),
        ),
        fc.nat(),
        segment,
        (m, t, at, f) => {
          const i = at % (t.length + 1);
          expect(requestTarget(m, `${t.slice(0, i)}#${f}${t.slice(i)}`)).toBeNull();
        },
      ),
    );
  });

  it('any other scheme, an empty host or userinfo in absolute-form is malformed', () => {
    const otherScheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/).filter((s) => s !== 'http' && s !== 'https');
    fc.assert(
      fc.property(method, otherScheme, host, origin, (m, s, h, t) => {
        expect(requestTarget(m, `${s}://${h}${t}`), s).toBeNull();
      }),
    );
    fc.assert(
      fc.property(method, fc.constantFrom('http', 'https'), port, origin, (m, s, p, t) => {
        expect(requestTarget(m, `${s}://${p}${t}`)).toBeNull();
        expect(requestTarget(m, `${s}://user@127.0.0.1${p}${t}`)).toBeNull();
      }),
    );
  });

  it('`*` only for OPTIONS; authority-form and a relative path for no method here', () => {
    fc.assert(
      fc.property(method, host, port, segment, (m, h, p, s) => {
        expect(requestTarget(m, '*')).toEqual(m === 'OPTIONS' ? { form: 'asterisk' } : null);
        expect(requestTarget(m, `${h}${p}`)).toBeNull();
        if (s !== '' && !s.startsWith('*')) expect(requestTarget(m, s)).toBeNull();
      }),
    );
  });

  it('regression: the targets an attack found', () => {
    for (const [m, t] of [
      ['POST', '/api/contact#x'],
      ['GET', 'ws://127.0.0.1/'],
      ['GET', 'wss://127.0.0.1/kontakt'],
      ['GET', 'ftp://127.0.0.1/robots.txt'],
      ['GET', 'http:///kontakt'],
      ['GET', 'http://:8080/'],
      ['GET', 'http://'],
      ['GET', '*'],
      ['GET', 'www.schlafmanufaktur.example:443'],
    ] as const) {
      expect(requestTarget(m, t), `${m} ${t}`).toBeNull();
    }
    expect(requestTarget('OPTIONS', '*')).toEqual({ form: 'asterisk' });
    expect(requestTarget('GET', '//kontakt')).toEqual({ form: 'origin', target: '//kontakt' });
    expect(requestTarget('GET', 'http://127.0.0.1')).toEqual({ form: 'absolute', authority: '127.0.0.1', target: '/' });
  });
});

/** Whether no segment of a target's path is a dot segment (`.`, `..`, also as `%2e`). */
const noDotSegment = (t: string) =>
  !t
    .split('?')[0]!
    .split('/')
    .some((s) => /^(\.|%2e){1,2}$/i.test(s));

describe("the JSON API's namespace, decided from the target's path", () => {
  const fragment = fc.option(
    segment.map((f) => `#${f}`),
    { nil: '' },
  );
  it('the path of a target is the same in origin and absolute form, with or without query and fragment', () => {
    fc.assert(
      fc.property(origin, host, port, fragment, fc.constantFrom('http', 'https', 'HTTP', 'ftp'), (t, h, p, f, s) => {
        const q = t.indexOf('?');
        const path = q === -1 ? t : t.slice(0, q);
        expect(pathOfTarget(`${t}${f}`)).toBe(path);
        expect(pathOfTarget(`${s}://${h}${p}${t}${f}`)).toBe(path);
      }),
    );
  });

  it('/api and everything under it is the API, in any form of target; nothing else is', () => {
    fc.assert(
      fc.property(origin.filter(noDotSegment), query, fragment, host, fc.boolean(), (rest, q, f, h, absolute) => {
        const under = [`/api${q}${f}`, `/api/${q}${f}`, `/api${rest}${f}`];
        const outside = [`/apix${q}`, `/ap${q}`, `/API${rest}`, `${rest.replace(/^\/api(?=\/|$|\?)/, '/x')}${f}`];
        const form = (t: string) => (absolute ? `http://${h}${t}` : t);
        for (const t of under) expect(isApiTarget(form(t)), form(t)).toBe(true);
        for (const t of outside) expect(isApiTarget(form(t)), form(t)).toBe(false);
      }),
    );
    // Dot segments are resolved first: a spelling of another path is not the API's, and back.
    for (const t of ['/api/../kontakt', '/api/%2E%2e/kontakt', '/api/..', 'http://h/api/./../x'])
      expect(isApiTarget(t), t).toBe(false);
    for (const t of ['/api/./contact', '/x/../api/foo', '/kontakt/%2e%2e/api', 'http://h/x/../api?y'])
      expect(isApiTarget(t), t).toBe(true);
    // An absolute-form target with an empty path names `/`, never the API.
    expect(isApiTarget('http://127.0.0.1:4321?api')).toBe(false);
    expect(isApiTarget('http://127.0.0.1:4321/api#x')).toBe(true);
  });
});

/** A JSON object's text from its members as written: `[name, value]` pairs, names possibly repeated. */
const objectText = (members: readonly (readonly [string, unknown])[], spell: (name: string) => string) =>
  `{${members.map(([name, value]) => `${spell(name)}:${JSON.stringify(value)}`).join(',')}}`;
/** A name spelt with every character escaped: the same name to a JSON reader. */
const escaped = (name: string) =>
  `"${[...name].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

describe('a JSON member named twice', () => {
  it('no JSON text written by JSON.stringify has one', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(duplicateJsonKey(JSON.stringify(v))).toBeNull();
      }),
    );
  });

  it('is found in any object, nested or not, however it is spelt; the first one that repeats', () => {
    const name = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom('', '[1,{"x":[]},', '{"outer":'),
        (members, spellEscaped, wrap) => {
          const spell = (n: string) => (spellEscaped ? escaped(n) : JSON.stringify(n));
          let text = objectText(members, spell);
          if (wrap === '[1,{"x":[]},') text = `${wrap}${text}]`;
          else if (wrap) text = `${wrap}${text}}`;
          const seen = new Set<string>();
          const expected = members.find(([n]) => (seen.has(n) ? true : (seen.add(n), false)))?.[0] ?? null;
          expect(duplicateJsonKey(text), text).toBe(expected);
        },
      ),
    );
  });

  it('regression: a second email, and one spelt with an escape', () => {
    expect(duplicateJsonKey('{"email":"a@example.de","message":"x","email":"b@example.de"}')).toBe('email');
    expect(duplicateJsonKey('{"email":"a@example.de","\\u0065mail":"b@example.de"}')).toBe('email');
    expect(duplicateJsonKey('{"healthConsent":{"at":1,"at":2}}')).toBe('at');
    expect(duplicateJsonKey('{"a":{"b":1},"b":{"a":2},"c":[{"a":1},{"a":1}]}')).toBeNull();
    expect(duplicateJsonKey('{"a\\"":1,"a":2}')).toBeNull();
  });
});
