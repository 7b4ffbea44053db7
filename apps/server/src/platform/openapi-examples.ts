/**
 * Examples for the OpenAPI document, made from each schema rather than written per operation: a
 * schema's own example (`.meta({ examples })` in the contract) wins, then its const, default or
 * first choice, then a value of its type within its bounds. Redocly checks every example against
 * its schema (no-invalid-media-type-examples), so a schema whose pattern none of the candidates
 * fits says so in the lint, and gets an example of its own in the contract.
 */

type Schema = Record<string, unknown>;
type Components = Record<string, Schema>;

/** Strings tried, in order, against a pattern: the shapes the contract's patterns ask for. */
const PATTERN_CANDIDATES = [
  '2026-11-28',
  '09:30',
  '1',
  '1_1',
  'Sample',
  'ada@example.com',
  'https://example.com/push/1',
  '(503) 555-0100',
  '#1a2b3c',
  '12.50',
  'data:image/png;base64,iVBORw0KGgo=',
];

const FORMATS: Record<string, string> = {
  date: '2026-11-28',
  'date-time': '2026-11-28T14:30:00.000Z',
  time: '09:30:00',
  email: 'ada@example.com',
  uri: 'https://example.com/a',
  url: 'https://example.com/a',
  uuid: '3f2b8c1e-5d4a-4c6b-9e7f-1a2b3c4d5e6f',
  binary: '',
};

function fits(schema: Schema, value: string): boolean {
  const pattern = schema.pattern as string | undefined;
  return (
    (!pattern || new RegExp(pattern, 'u').test(value)) &&
    value.length >= ((schema.minLength as number | undefined) ?? 0) &&
    value.length <= ((schema.maxLength as number | undefined) ?? Infinity)
  );
}

/** Words for a free-text field, by its name. */
const BY_NAME: [RegExp, string][] = [
  [/^first_?name$/i, 'Ada'],
  [/^last_?name$/i, 'Lovelace'],
  [/e-?mail/i, 'ada@example.com'],
  [/phone/i, '(503) 555-0100'],
  [/(date|_at|At|^at)$/, '2026-11-28'],
  [/time$/i, '09:30'],
  [/user_?name|^by$/i, 'ada.lovelace'],
  [/name|label|title/i, 'Espresso Bar'],
  [/message/i, 'Successfully saved'],
];

function stringOf(schema: Schema, name: string): string {
  const format = FORMATS[schema.format as string];
  if (format !== undefined && fits(schema, format)) return format;
  const named = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  const found = [named ?? 'Sample', ...PATTERN_CANDIDATES].find((candidate) => fits(schema, candidate));
  if (found) return found;
  const min = (schema.minLength as number | undefined) ?? 0;
  return 'Sample'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(6, (schema.maxLength as number) ?? 6)));
}

/** 1 where the bounds allow it (ids, counts), else the nearest bound, on the step if there is one. */
function numberOf(schema: Schema, integer: boolean): number {
  const minimum = schema.minimum as number | undefined;
  const exclusive = schema.exclusiveMinimum as number | undefined;
  let value = 1;
  if (minimum !== undefined && value < minimum) value = minimum;
  if (exclusive !== undefined && value <= exclusive) value = exclusive + (integer ? 1 : 0.01);
  const step = schema.multipleOf as number | undefined;
  if (step) value = Math.ceil(Number((value / step).toFixed(9))) * step;
  const maximum = schema.maximum as number | undefined;
  if (maximum !== undefined && value > maximum) value = maximum;
  return Number(value.toFixed(6));
}

const typeOf = (schema: Schema): string | undefined => {
  const type = schema.type;
  if (Array.isArray(type)) return (type as string[]).find((t) => t !== 'null') ?? 'null';
  return (type as string | undefined) ?? (schema.properties ? 'object' : undefined);
};

/** Where an example goes: a request leaves out what the server owns (readOnly), an answer what it never tells (writeOnly). */
type Context = 'request' | 'response';

/** A value the schema takes. */
export function exampleOf(
  schema: Schema | undefined,
  components: Components,
  context: Context,
  name = '',
  depth = 0,
): unknown {
  if (!schema || depth > 40) return null;
  const next = (child: Schema | undefined, as = name) => exampleOf(child, components, context, as, depth + 1);
  const ref = schema.$ref as string | undefined;
  if (ref) return next(components[ref.split('/').pop()!]);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null && value !== '') ?? schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) {
    const choice =
      choices.find((c) => typeOf(c) !== 'null' && !(Array.isArray(c.enum) && c.enum[0] === '')) ?? choices[0];
    return next(choice);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => next(part)));
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})
          .filter(([, property]) => !property[context === 'request' ? 'readOnly' : 'writeOnly'])
          .map(([key, property]) => [key, next(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, (schema.minItems as number | undefined) ?? 0) }, () =>
        next(schema.items as Schema | undefined),
      );
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringOf(schema, name);
    default:
      return 'Sample';
  }
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

/** Gives the media type an example made from its schema, unless it has one. */
function exemplify(media: MediaType | undefined, components: Components, context: Context): boolean {
  if (!media?.schema) return false;
  if (media.example === undefined && media.examples === undefined)
    media.example = exampleOf(media.schema, components, context);
  return true;
}

/**
 * Each operation's JSON body gets a request example and its success answer a response example; an
 * operation whose success is a file gets the example of its first JSON error answer instead.
 */
export function addExamples(operation: Operation, components: Components): void {
  exemplify(operation.requestBody?.content?.['application/json'], components, 'request');
  const responses = Object.entries(operation.responses ?? {});
  const success = responses.find(([status]) => status.startsWith('2'))?.[1];
  if (exemplify(success?.content?.['application/json'], components, 'response')) return;
  const error = responses.find(([status, answer]) => status.startsWith('4') && answer.content?.['application/json']);
  exemplify(error?.[1].content?.['application/json'], components, 'response');
}
