import { z } from 'zod';
import { CalendarDateSchema } from './inputs';

/**
 * Decision 237: a write takes back the structure its read answers. A field the server owns (an id,
 * a version, a total, who and when) is accepted in the read's own form and ignored: the service
 * never sees it, and the document marks it `readOnly`.
 */
export function serverOwned<T extends z.ZodType>(schema: T) {
  return schema
    .transform(() => undefined)
    .optional()
    .meta({ readOnly: true, description: 'Set by the server: accepted as read, and ignored.' });
}

/**
 * The write's body, which also accepts every field of the read that it does not take itself, as
 * `serverOwned`: a record read and sent back unchanged is accepted (decision 237).
 */
export function takingRead<W extends z.ZodRawShape, R extends z.ZodRawShape>(
  write: z.ZodObject<W, z.core.$strip>,
  read: z.ZodObject<R, z.core.$strip>,
) {
  const owned = Object.fromEntries(
    Object.entries(read.shape)
      .filter(([key]) => !(key in write.shape))
      .map(([key, schema]) => [key, serverOwned(schema as z.ZodType)]),
  ) as { [K in Exclude<keyof R, keyof W>]: ReturnType<typeof serverOwned<Extract<R[K], z.ZodType>>> };
  return write.extend(owned);
}

/** A day as reads answer it, `{ date: 'YYYY-MM-DD HH:MM:SS' }` (DESIGN §4), taken as its calendar date. */
export const DateAsReadSchema = z
  .object({ date: z.string() })
  .transform(({ date }) => date.slice(0, 10))
  .pipe(CalendarDateSchema);

/** A field as the read answers it, and the write's fields it stands for. */
export interface ReadForm<R extends z.ZodType = z.ZodType> {
  /** The field in the read's form; each part the write takes is validated as the write does. */
  schema: R;
  /** The write's own fields it stands for: it is taken only when none of them is sent. */
  fills: readonly string[];
  /** The write's fields made of it. */
  into(value: z.output<R>): Record<string, unknown>;
  description: string;
}

export function readForm<R extends z.ZodType>(
  schema: R,
  fills: readonly string[],
  into: (value: z.output<R>) => Record<string, unknown>,
  description: string,
): ReadForm<R> {
  return { schema, fills, into, description };
}

/** A field's schema without its default, so that an absent field can still be filled from its read form. */
function withoutDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/**
 * The write's body, which also takes fields in the form its read answers them (the read's
 * `assignee { user, role }` for the write's `assignee_user_id` and `assignee_role_id`): the write's
 * own fields win, and a field the write requires must come in one of the two forms (decision 237).
 */
export function alsoInReadForm<S extends z.ZodRawShape, const F extends Record<string, ReadForm>>(
  schema: z.ZodObject<S, z.core.$strip>,
  forms: F,
) {
  const shape = schema.shape as unknown as Record<string, z.ZodType>;
  const entries = Object.entries(forms) as [string, ReadForm][];
  const filled = [...new Set(entries.flatMap(([, form]) => form.fills))];
  for (const name of filled) if (!shape[name]) throw new Error(`The write has no field ${name}`);
  const widened = schema.extend({
    ...Object.fromEntries(filled.map((name) => [name, withoutDefault(shape[name]!).optional()])),
    ...Object.fromEntries(
      entries.map(([readName, form]) => [readName, form.schema.optional().meta({ description: form.description })]),
    ),
  }) as unknown as z.ZodObject<S & { [K in keyof F]: z.ZodOptional<F[K]['schema']> }, z.core.$strip>;
  const absent = (fields: Record<string, unknown>, form: ReadForm) =>
    form.fills.every((name) => fields[name] === undefined);
  return widened
    .superRefine((value, context) => {
      const fields = value as Record<string, unknown>;
      const coming = new Set(
        entries
          .filter(([readName, form]) => fields[readName] !== undefined && absent(fields, form))
          .flatMap(([, f]) => f.fills),
      );
      for (const name of filled) {
        if (fields[name] !== undefined || coming.has(name)) continue;
        for (const issue of shape[name]!.safeParse(undefined).error?.issues ?? [])
          context.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
      }
    })
    .transform((value) => {
      const fields = { ...(value as Record<string, unknown>) };
      for (const [readName, form] of entries) {
        const read = fields[readName];
        delete fields[readName];
        if (read !== undefined && absent(fields, form)) Object.assign(fields, form.into(read));
      }
      for (const name of filled) if (fields[name] === undefined) fields[name] = shape[name]!.safeParse(undefined).data;
      return fields as z.output<z.ZodObject<S, z.core.$strip>>;
    });
}

/**
 * The write's body, which also takes a field under the name its read answers it by (the read's
 * `retail_score_category_items` for the write's `items`): the write's own name wins, and a field
 * the write requires must come under one of the two names (decision 237).
 */
export function alsoNamedAsRead<S extends z.ZodRawShape, const A extends Record<string, keyof S & string>>(
  schema: z.ZodObject<S, z.core.$strip>,
  readNames: A,
) {
  const shape = schema.shape as unknown as Record<string, z.ZodType>;
  const forms = Object.fromEntries(
    Object.entries(readNames).map(([readName, name]) => [
      readName,
      readForm(
        shape[name]!,
        [name],
        (value) => ({ [name]: value }),
        `\`${name}\` as the read names it: taken when \`${name}\` is absent.`,
      ),
    ]),
  ) as unknown as { [K in keyof A]: ReadForm<Extract<S[A[K]], z.ZodType>> };
  return alsoInReadForm(schema, forms);
}
