import { z } from 'zod';

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
  const renamed = Object.entries(readNames) as [string, string][];
  const widened = schema.extend({
    ...Object.fromEntries(renamed.map(([, name]) => [name, shape[name]!.optional()])),
    ...Object.fromEntries(
      renamed.map(([readName, name]) => [
        readName,
        shape[name]!.optional().meta({
          description: `\`${name}\` as the read names it: taken when \`${name}\` is absent.`,
        }),
      ]),
    ),
  }) as unknown as z.ZodObject<S & { [K in keyof A]: z.ZodOptional<S[A[K]]> }, z.core.$strip>;
  return widened
    .superRefine((value, context) => {
      const fields = value as Record<string, unknown>;
      for (const [readName, name] of renamed) {
        if (fields[name] !== undefined || fields[readName] !== undefined) continue;
        const missing = shape[name]!.safeParse(undefined);
        for (const issue of missing.error?.issues ?? [])
          context.addIssue({ code: 'custom', path: [name, ...issue.path], message: issue.message });
      }
    })
    .transform((value) => {
      const fields = { ...(value as Record<string, unknown>) };
      for (const [readName, name] of renamed) {
        if (fields[name] === undefined) fields[name] = fields[readName];
        delete fields[readName];
      }
      return fields as z.output<z.ZodObject<S, z.core.$strip>>;
    });
}
