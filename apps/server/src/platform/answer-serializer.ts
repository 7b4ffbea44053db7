import { isDeepStrictEqual } from 'node:util';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are encoded from compiled JSON schemas. Each route's zod answer schema is turned once,
 * at start-up, into a JSON Schema of what the answer puts out (`z.toJSONSchema`, io `output`) and
 * compiled by fast-json-stringify: an answer is then written field by field, with no zod
 * validation on the way out. What the zod encoder did that the compiled one must do too:
 *
 * - keys the schema does not declare are left out (fast-json-stringify drops undeclared keys);
 * - a union picks the first branch the value matches (fast-json-stringify tests the branches in
 *   order with Ajv; the branches keep zod's checks, but not `additionalProperties: false`, which
 *   zod's stripping objects do not enforce either);
 * - what JSON Schema cannot say (a date, a transform's result, `z.unknown()`) is `{}`, written by
 *   `JSON.stringify`, as zod's encoder did.
 *
 * A schema that cannot be compiled keeps the zod encoder, and is listed in `fallbacks` (a test
 * holds that list empty). With `check` on (the test runner), every answer is encoded both ways:
 * zod still refuses an answer that does not match its schema (a 500, as before), and a compiled
 * answer that differs from zod's is an error naming the route.
 */
export interface AnswerSerializer {
  compile: (route: { schema: unknown; method: string; url: string; httpStatus?: string }) => (data: unknown) => string;
  /** `METHOD url status` of each answer schema left to the zod encoder, with the reason. */
  fallbacks: string[];
  /** Answer schemas compiled (one per distinct zod schema). */
  compiled: () => number;
}

type JsonSchema = Record<string, unknown>;

const zodSerializerCompiler = createSerializerCompiler({});

export function createAnswerSerializer(options: { check?: boolean } = {}): AnswerSerializer {
  const compiledBySchema = new WeakMap<object, (data: unknown) => string>();
  const fallbacks: string[] = [];
  let compiled = 0;

  const compile: AnswerSerializer['compile'] = (route) => {
    const zodEncode = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) {
      fallbacks.push(`${route.method} ${route.url} ${route.httpStatus ?? ''}: not a zod schema`);
      return zodEncode;
    }
    let fast = compiledBySchema.get(schema);
    if (!fast) {
      try {
        fast = fastJson(answerJsonSchema(schema) as AnySchema) as (data: unknown) => string;
      } catch (error) {
        fallbacks.push(`${route.method} ${route.url} ${route.httpStatus ?? ''}: ${(error as Error).message}`);
        return zodEncode;
      }
      compiledBySchema.set(schema, fast);
      compiled += 1;
    }
    if (!options.check) return fast;
    const encode = fast;
    return (data) => {
      const reference = zodEncode(data);
      const written = encode(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(reference))) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus ?? ''}: the compiled answer ${written.slice(0, 500)} differs from zod's ${reference.slice(0, 500)}`,
        );
      }
      return written;
    };
  };

  return { compile, fallbacks, compiled: () => compiled };
}

/** The JSON Schema fast-json-stringify compiles for one zod answer schema. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return shape(json);
}

/** Positions that hold one schema, and positions that hold a list or a map of schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'];
const SCHEMA_LIST = ['anyOf', 'oneOf', 'allOf', 'items', 'prefixItems'];
const SCHEMA_MAP = ['properties', 'definitions', '$defs', 'patternProperties'];

/** `{}` (anything, written by JSON.stringify): zod also lets such a key be absent. */
const isAnything = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0;

function shape(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (value === null || typeof value !== 'object') {
      out[key] = value;
    } else if (SCHEMA_LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map((entry) => shape(entry as JsonSchema));
    } else if (ONE_SCHEMA.includes(key)) {
      out[key] = shape(value as JsonSchema);
    } else if (SCHEMA_MAP.includes(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, shape(entry as JsonSchema)]));
    } else {
      out[key] = value;
    }
  }
  // Zod strips unknown keys without refusing them: the same for a union branch tested by Ajv.
  if (out.additionalProperties === false) delete out.additionalProperties;
  // A string's format is zod's check, already passed; fast-json-stringify would reformat dates.
  if (typeof out.format === 'string') delete out.format;
  // Record keys are strings in JSON anyway.
  delete out.propertyNames;
  if (Array.isArray(out.required) && out.properties) {
    const properties = out.properties as Record<string, unknown>;
    out.required = out.required.filter((name) => !isAnything(properties[name]));
  }
  return nullable(out);
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as X with `nullable: true`, which
 * fast-json-stringify writes directly instead of testing each branch with Ajv.
 */
function nullable(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema;
  const nullIndex = anyOf.findIndex(
    (branch) => (branch as JsonSchema).type === 'null' && Object.keys(branch).length === 1,
  );
  if (nullIndex < 0) return schema;
  const other = anyOf[1 - nullIndex] as JsonSchema;
  if (isAnything(other)) {
    const { anyOf: _union, ...rest } = schema;
    return rest;
  }
  // A branch that is itself a union or a reference stays with Ajv.
  if (other.anyOf || other.oneOf || other.allOf || other.$ref || other.type === undefined) return schema;
  const { anyOf: _union, ...rest } = schema;
  return { ...rest, ...other, nullable: true };
}
