/**
 * valibot helpers for the widgets' input and reply schemas, written with the valibot functions the runtime chunk
 * already holds for the calendar's slot schemas (`pipe`, `check`, `transform`, `nullish`, `unknown`, `safeParse`…):
 * `fallback`, `trim`, `integer`, `minValue`, `nonEmpty` and `minLength` of valibot would each add their code to the
 * runtime every page loads, for widgets other than the calendar (docs/decisions/124-runtime-diet.md). Same results
 * and the same issue messages as the valibot functions they stand for.
 */
import * as v from 'valibot';

/**
 * `v.fallback(v.nullish(schema, value), value)` (and `v.fallback(schema, value)` where `value` passes `schema`):
 * `schema`'s output for a valid input, `value` for null, undefined, a missing key or any invalid input.
 */
export const orElse = <S extends v.GenericSchema, T>(schema: S, value: T) =>
  v.nullish(
    v.pipe(
      v.unknown(),
      v.transform((input): v.InferOutput<S> | T => {
        const r = v.safeParse(schema, input);
        return r.success ? r.output : value;
      }),
    ),
    value,
  );

/** `v.trim()`. */
export const trim = () => v.transform((s: string) => s.trim());

/** `v.integer()`. */
export const integer = () =>
  v.check<number, (issue: v.CheckIssue<number>) => string>(
    (n) => Number.isInteger(n),
    (issue) => `Invalid integer: Received ${issue.received}`,
  );

/** `v.minValue(min, message?)` for numbers. */
export const minValue = (min: number, message?: string) =>
  v.check<number, string | ((issue: v.CheckIssue<number>) => string)>(
    (n) => n >= min,
    message ?? ((issue) => `Invalid value: Expected >=${min} but received ${issue.received}`),
  );

/** `v.nonEmpty(message?)` and `v.minLength(1, message?)` for strings (valibot's messages of each). */
export const nonEmpty = (message?: string) =>
  v.check<string, string>((s) => s.length > 0, message ?? 'Invalid length: Expected !0 but received 0');
