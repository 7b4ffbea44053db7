import { storeDayAt } from './clock';
import { asOpenApi30, inlineRefs, type JsonSchema } from './openapi-30';

/**
 * The malformed inputs of the generated bad-input test (test/bad-input.test.ts), derived from each
 * operation of the OpenAPI document: bad path values, bad and unknown query strings, and plausible
 * valid bodies with one part poisoned.
 */

/** Paths not part of the JSON API: the documentation UI and its assets. */
const EXCLUDED_PATH_PREFIXES = ['/api/docs'];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface Probe {
  operation: Operation;
  /** What was malformed, for the report. */
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The parameter is an id, a number, a date or a choice: even a reading operation must refuse it. */
  mustRefuse?: boolean;
}

/**
 * Ids, numbers, dates and choices refuse every value in the battery (never reinterpreting
 * `0x10` as 16 or `2023-02-30` as March 2nd). Free text parameters, such as a username, may
 * legitimately be `1e3`, so a reading operation may answer them.
 */
export function isTypedParam(param: Parameter): boolean {
  const types = typesOf(param.schema);
  if (types === 'any') return false;
  const choices = param.schema ? options(param.schema) : [];
  return types.has('integer') || types.has('number') || choices.every((o) => o.enum || o.pattern || o.format);
}

/**
 * The instant the bad-input test's server and seed run at: 03:00 UTC is the evening before in both
 * of the demo chain's zones (Los Angeles and New York), so every store's today differs from UTC's.
 */
export const PROBE_CLOCK = { at: new Date('2025-04-10T03:00:00Z'), zone: 'America/Los_Angeles' } as const;
/** A valid date beside the bad field: the stores' today, so a probe is refused for its bad part, not its day. */
export const TODAY = storeDayAt(PROBE_CLOCK.zone, PROBE_CLOCK.at);
export const LONG = 'x'.repeat(100_000);
export const DEEP_JSON = '['.repeat(50_000) + ']'.repeat(50_000);
export const NESTED_JUNK = { junk: [[{ deeper: [null, { x: [1, 'a', {}] }] }]] };

/** Raw path segments (already URL-encoded where needed). */
export const BAD_PATH_VALUES = [
  '0x10',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '%20',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '2023-02-30',
  '2023-13-01',
  '0000-00-00',
  'null',
  'x'.repeat(2_000),
];

/** Raw query values (already URL-encoded where needed). */
export const BAD_QUERY_VALUES = [
  '0x10',
  '1e3',
  '2147483648',
  '-1',
  '1.5',
  '%00',
  '%ED%A0%80',
  '%FF',
  '2023-02-30',
  'x'.repeat(5_000),
];

/** Query strings no operation declares (sent to reading operations only; see below). */
export const JUNK_QUERIES = [
  'zz_junk=%00',
  'zz_junk=%ED%A0%80',
  '%ED%A0%80=1',
  `zz_junk=${'y'.repeat(5_000)}`,
  'a=1&a=2&a[b]=3',
];

export function typesOf(schema: JsonSchema | undefined): Set<string> | 'any' {
  if (!schema) return 'any';
  const options = schema.anyOf ?? schema.oneOf;
  const types = new Set<string>();
  if (options) {
    for (const option of options) {
      const inner = typesOf(option);
      if (inner === 'any') return 'any';
      inner.forEach((t) => types.add(t));
    }
  } else if (schema.allOf?.length) {
    return typesOf(schema.allOf[0]);
  } else if (schema.enum) {
    for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  } else if (schema.const !== undefined) {
    types.add(schema.const === null ? 'null' : typeof schema.const);
  } else if (schema.type) {
    for (const t of Array.isArray(schema.type) ? schema.type : [schema.type]) types.add(t);
  } else if (schema.properties) {
    types.add('object');
  } else {
    return 'any';
  }
  if (schema.nullable) types.add('null');
  if (types.has('integer')) types.add('number:int');
  return types;
}

export function options(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? (schema.allOf?.length ? [schema.allOf[0]!] : [schema]);
}

export const STRING_CANDIDATES = [
  TODAY,
  '1',
  '1_1',
  'bad-input@example.test',
  '(503) 555-0100',
  'Sample',
  '12.50',
  'a',
];

/** A plausible valid value for a schema: the base into which one poisoned part is put. */
export function sample(schema: JsonSchema | undefined, name = '', depth = 0, full = false): unknown {
  if (!schema || depth > 8) return 'Sample';
  // The smallest valid body is the likeliest to pass: null where allowed, optional fields left
  // out. A part that is then poisoned is sampled in `full`, so its own inner fields get probed.
  if (schema.nullable && !full) return null;
  const choices = options(schema);
  if (choices.length > 1 || choices[0] !== schema) {
    const preferred =
      choices.find((c) => /(^id$|Id$|_id$)/.test(name) && (c.type === 'integer' || c.type === 'number')) ??
      choices.find((c) => c.type !== 'null' && !(c.enum && c.enum.length === 1 && c.enum[0] === '')) ??
      choices[0]!;
    return sample(preferred, name, depth, full);
  }
  if (schema.enum) return schema.enum.find((v) => v !== '' && v !== null) ?? schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'integer':
    case 'number': {
      let low = schema.minimum ?? 1;
      if (schema.exclusiveMinimum === true) low += 1;
      if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + 1;
      return Math.max(low, 1);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const n = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: n }, () => sample(schema.items, name, depth + 1, full));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (full || schema.required?.includes(key)) value[key] = sample(property, key, depth + 1, full);
      }
      return value;
    }
    default:
      return sampleString(schema, name);
  }
}

export function sampleString(schema: JsonSchema, name: string): string {
  const fits = (value: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity);
  const byName = /password/i.test(name)
    ? 'correct-horse-battery-9'
    : /email/i.test(name)
      ? 'bad-input@example.test'
      : /phone|fax/i.test(name)
        ? '(503) 555-0100'
        : /date/i.test(name) || schema.format === 'date'
          ? TODAY
          : /pin/i.test(name)
            ? '48213'
            : /^(vendorId|storeId|id)$/.test(name)
              ? '1'
              : undefined;
  if (byName !== undefined && fits(byName)) return byName;
  const found = STRING_CANDIDATES.find(fits);
  if (found) return found;
  return 'S'.repeat(Math.max(1, schema.minLength ?? 1)).slice(0, schema.maxLength ?? 1_000);
}

/** Values that the schema at hand refuses, with a label: wrong types, unstorable text, out of range. */
export function poisons(schema: JsonSchema | undefined): [string, unknown][] {
  const types = typesOf(schema);
  if (types === 'any' || !schema) return [];
  const out: [string, unknown][] = [];
  const accepts = (t: string) => types.has(t);
  if (!accepts('string')) out.push(['string', '0x10']);
  // Negative and fractional, so that no id, count or code written as a number passes by chance.
  if (!accepts('number') && !accepts('integer')) out.push(['number', -12.5]);
  if (accepts('integer') && !accepts('number')) out.push(['fraction', 1.5]);
  if (!accepts('boolean')) out.push(['boolean', true]);
  if (!accepts('null')) out.push(['null', null]);
  if (!accepts('object')) out.push(['object', NESTED_JUNK]);
  if (!accepts('array')) out.push(['array', [NESTED_JUNK, [1, [2, [3]]]]]);
  const stringOptions = options(schema).filter(
    (o) => typesOf(o) !== 'any' && (typesOf(o) as Set<string>).has('string'),
  );
  if (stringOptions.length) {
    out.push(
      ['NUL in text', 'before\u0000after'],
      ['lone surrogate', 'before\uD800after'],
      ['lone low surrogate', '\uDC00'],
    );
    const longest = Math.max(...stringOptions.map((o) => o.maxLength ?? 0));
    if (longest < 900_000)
      out.push([`${Math.max(LONG.length, longest + 1)} characters`, 'x'.repeat(Math.max(LONG.length, longest + 1))]);
  }
  const numberOptions = options(schema).filter((o) => o.type === 'number' || o.type === 'integer');
  for (const option of numberOptions) {
    const max = option.maximum;
    const min = option.minimum;
    if (max === undefined || max >= 2_147_483_648)
      out.push(['huge number', max !== undefined && max < 1e300 ? 1e300 : 1e308]);
    if (max === undefined || max < 2_147_483_648) out.push(['2147483648', 2_147_483_648]);
    if (max !== undefined && max < 2_147_483_648) out.push(['above maximum', max + 1]);
    if (min !== undefined && min >= 0) out.push(['negative', -1]);
    if (min !== undefined && min > 0) out.push(['below minimum', min - 1]);
    if (min === undefined) out.push(['very negative', -1e308]);
  }
  const enumOptions = options(schema).filter((o) => o.enum);
  if (enumOptions.length && !stringOptions.some((o) => !o.enum && !o.pattern))
    out.push(['not an option', 'not-an-option']);
  return dedupe(out);
}

export function dedupe(list: [string, unknown][]): [string, unknown][] {
  const seen = new Set<string>();
  return list.filter(([label]) => (seen.has(label) ? false : (seen.add(label), true)));
}

/**
 * Bodies with exactly one malformed part: each property (recursively) in turn gets each poison.
 * Arrays are probed through their first item and by exceeding their maximum length.
 */
export function poisonedBodies(schema: JsonSchema, base: unknown, at = '', depth = 0): [string, unknown][] {
  const out: [string, unknown][] = poisons(schema).map(([label, value]) => [`${at || 'body'}: ${label}`, value]);
  if (depth > 6) return out;
  const objectOption = options(schema).find((o) => o.type === 'object' || o.properties);
  if (objectOption && base && typeof base === 'object' && !Array.isArray(base)) {
    const record = base as Record<string, unknown>;
    if ((objectOption.required ?? []).length) out.push([`${at || 'body'}: required fields missing`, {}]);
    for (const [key, property] of Object.entries(objectOption.properties ?? {})) {
      // A server-owned part is accepted as read and ignored (decision 237): poisoning it refuses nothing.
      if (property.readOnly) continue;
      const inner = record[key] ?? sample(property, key, 0, true);
      for (const [label, value] of poisonedBodies(property, inner, at ? `${at}.${key}` : key, depth + 1)) {
        out.push([label, { ...record, [key]: value }]);
      }
    }
  }
  const arrayOption = options(schema).find((o) => o.type === 'array');
  if (arrayOption && Array.isArray(base) && base.length) {
    for (const [label, value] of poisonedBodies(arrayOption.items ?? {}, base[0], `${at}.0`, depth + 1)) {
      out.push([label, [value, ...base.slice(1)]]);
    }
    if (arrayOption.maxItems !== undefined && arrayOption.maxItems < 5_000) {
      out.push([
        `${at || 'body'}: ${arrayOption.maxItems + 1} items`,
        Array.from({ length: arrayOption.maxItems + 1 }, () => base[0]),
      ]);
    }
  }
  return out;
}

export function baseParam(param: Parameter): string {
  return encodeURIComponent(String(sample(param.schema, param.name)));
}

export function buildUrl(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

export function probesFor(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, baseParam(p)]));
  const requiredQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${baseParam(p)}`)
    .join('&');
  const baseBody = operation.body ? sample(operation.body) : undefined;
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const validBody = baseBody === undefined ? {} : json(baseBody);
  const reading = operation.method === 'GET' || operation.method === 'HEAD';

  for (const param of pathParams) {
    for (const value of BAD_PATH_VALUES) {
      const url = buildUrl(operation, { ...basePath, [param.name]: value }, requiredQuery);
      const mustRefuse = isTypedParam(param) && value !== '0';
      probes.push({ operation, label: `path ${param.name}=${value.slice(0, 40)}`, url, mustRefuse, ...validBody });
    }
  }
  for (const param of queryParams) {
    const others = queryParams.filter((p) => p.required && p !== param).map((p) => `${p.name}=${baseParam(p)}`);
    const values = [...BAD_QUERY_VALUES.map((v) => `${param.name}=${v}`), `${param.name}=1&${param.name}=2`];
    for (const value of values) {
      const query = [...others, value].join('&');
      probes.push({
        operation,
        label: `query ${value.slice(0, 40)}`,
        url: buildUrl(operation, basePath, query),
        mustRefuse: isTypedParam(param),
        ...validBody,
      });
    }
  }
  // An undeclared query parameter is ignored, so with otherwise valid input a write would
  // succeed: junk queries go to reading operations only.
  if (reading) {
    for (const junk of JUNK_QUERIES) {
      const query = [requiredQuery, junk].filter(Boolean).join('&');
      probes.push({ operation, label: `query ${junk.slice(0, 40)}`, url: buildUrl(operation, basePath, query) });
    }
  }
  if (operation.body) {
    const url = buildUrl(operation, basePath, requiredQuery);
    const raw: [string, string, string][] = [
      ['not JSON', '{"title": "unterminated', 'application/json'],
      ['empty JSON body', '', 'application/json'],
      ['prototype poisoning', '{"__proto__": {"polluted": true}}', 'application/json'],
      ['constructor poisoning', '{"constructor": {"prototype": {"polluted": true}}}', 'application/json'],
      ['deeply nested JSON', DEEP_JSON, 'application/json'],
      ['plain text body', 'hello', 'text/plain'],
      ['form body', 'a=1&b=2', 'application/x-www-form-urlencoded'],
      ['JSON number beyond double', '1e400', 'application/json'],
    ];
    for (const [label, payload, contentType] of raw)
      probes.push({ operation, label: `body: ${label}`, url, payload, contentType });
    for (const [label, value] of poisonedBodies(operation.body, baseBody)) {
      probes.push({ operation, label, url, ...json(value) });
    }
  }
  return probes;
}

export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(inlineRefs(document).paths ?? {})) {
    if (EXCLUDED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: asOpenApi30(p.schema) })),
        body: asOpenApi30(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return list;
}
