import { z } from 'zod';

/**
 * The API document's components: answer schemas registered here are written once under
 * `components.schemas` (by their id) and referenced from every operation that answers them.
 */
export const answerRegistry = z.registry<{ id: string; description?: string }>();

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A zod schema of an answer type `T` that already exists as a TypeScript type: the schema's
 * output must be exactly `T` (checked by the compiler), so the two cannot drift apart.
 * These schemas document answers (the OpenAPI document, the contract test); the server never
 * runs them on its replies (decision 015).
 */
export function answerOf<T>() {
  return <S extends z.ZodType>(schema: Same<z.output<S>, T> extends true ? S : never): S => schema;
}

/** An ISO 8601 instant as presenters write it (`Date.toISOString()`). */
export const instant = () => z.iso.datetime();

/** Any paginated list of `item` (`Page<T>` of jobs/job-answers.ts). */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().min(0),
  });

/** A count for each of `keys`, every one present (`Record<K, number>`: per status, severity…). */
export const countsBy = <K extends string>(keys: readonly K[]) => {
  const count = z.int().min(0);
  return z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);
};
