/** A JSON Schema as the OpenAPI 3.0 form writes it: what the bad-input probes read. */
export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  pattern?: string;
  format?: string;
  /** Set by the server: a write accepts it as read and ignores it (decision 237). */
  readOnly?: boolean;
}

/**
 * The document is OpenAPI 3.1 (JSON Schema 2020-12); the probes read schemas in the 3.0 form:
 * `nullable: true` beside the type rather than a `null` type or union member, and an exclusive
 * bound as a flag beside the bound.
 */
export function asOpenApi30<S extends JsonSchema | undefined>(schema: S): S {
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = { ...schema };
  if (out.properties)
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, asOpenApi30(v)]));
  if (out.items) out.items = asOpenApi30(out.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (out[key]) out[key] = out[key].map((s) => asOpenApi30(s));
  if (Array.isArray(out.type) && out.type.includes('null')) {
    const types = out.type.filter((t) => t !== 'null');
    out.type = types.length === 1 ? types[0] : types;
    out.nullable = true;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = out[key];
    const others = members?.filter((m) => m.type !== 'null');
    if (!members || !others || others.length === members.length || others.length === 0) continue;
    out.nullable = true;
    if (others.length > 1) out[key] = others;
    else {
      delete out[key];
      Object.assign(out, others[0], { nullable: true });
    }
  }
  if (typeof out.exclusiveMinimum === 'number')
    Object.assign(out, { minimum: out.exclusiveMinimum, exclusiveMinimum: true });
  if (typeof out.exclusiveMaximum === 'number')
    Object.assign(out, { maximum: out.exclusiveMaximum, exclusiveMaximum: true });
  return out as S;
}

/**
 * The document with each `$ref` to `#/components/schemas/<Name>` replaced by that schema, so that
 * the walkers read every body and answer inline.
 */
export function inlineRefs<D>(document: D): D {
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
      return inline(schemas[ref.slice('#/components/schemas/'.length)]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  return inline(document) as D;
}
