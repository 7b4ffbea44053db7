import { z } from 'zod';

/** Dates are answered as ISO strings (the serializer's `toJSON`). */
export function datesAsStrings(context: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
  if (context.zodSchema._zod.def.type === 'date')
    Object.assign(context.jsonSchema, { type: 'string', format: 'date-time' });
}

/** Drops the `{}` members zod writes for parts with no JSON form, and unwraps a union of one. */
export function cleanUnions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanUnions);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, cleanUnions(child)]));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = schema[keyword];
    if (!Array.isArray(members)) continue;
    const kept = members.filter(
      (member) => !(member && typeof member === 'object' && Object.keys(member).length === 0),
    );
    if (kept.length === 0) continue;
    if (kept.length > 1) {
      schema[keyword] = kept;
      continue;
    }
    const only = kept[0] as Record<string, unknown>;
    const { [keyword]: _, ...rest } = schema;
    if (Object.keys(only).some((key) => key in rest)) schema[keyword] = kept;
    else return { ...rest, ...only };
  }
  return schema;
}

/**
 * The body schema with every object closed (`additionalProperties: false`) unless it says what
 * extra keys may hold, as `strictSchema` makes the validator's; the parts of an intersection stay
 * open, since each sees the other's keys.
 */
export function closeObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closeObjects);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'allOf' ? child : closeObjects(child)]),
  );
  if (schema.type === 'object' && schema.additionalProperties === undefined) schema.additionalProperties = false;
  return schema;
}

/**
 * The JSON Schema the document shows for a zod schema read as `io`: as the route transform makes
 * it (fastify-type-provider-zod's settings for OpenAPI 3.1, then `cleanUnions`), so that a named
 * schema is found wherever a route's schema holds it.
 */
export function schemaForm(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: datesAsStrings,
  }) as Record<string, unknown>;
  delete json.$schema;
  return constAsEnum(cleanUnions(json));
}

/** `const: x` as `enum: [x]`, as @fastify/swagger writes it (its `convertConstToEnum`, for Swagger UI). */
function constAsEnum(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(constAsEnum);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'properties' && child && typeof child === 'object'
        ? Object.fromEntries(Object.entries(child).map(([name, property]) => [name, constAsEnum(property)]))
        : constAsEnum(child),
    ]),
  );
  if (!('const' in schema) || 'enum' in schema) return schema;
  const { const: only, ...rest } = schema;
  return { ...rest, enum: [only] };
}
