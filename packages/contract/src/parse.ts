import * as z from 'zod/mini';
import { describeIssue } from './messages';

export type ParseResult<T> = { ok: true; data: T } | { ok: false; message: string };

type Issue = z.core.$ZodIssue;

/** How many issues a message names at most. */
const MAX_NAMED = 3;

function depth(issues: readonly Issue[]): number {
  return Math.max(0, ...issues.map((issue) => issue.path.length));
}

/**
 * A failed union names the branch the value came closest to (the one whose issues lie deepest),
 * with paths made absolute, so 'DATA.CUSTOMER_DETAILS.EMAIL' is named rather than 'Invalid input'.
 */
function flatten(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  let best = issue.errors[0] ?? [];
  for (const branch of issue.errors) if (depth(branch) > depth(best)) best = branch;
  return best.flatMap((inner) =>
    flatten({ ...inner, path: [...issue.path, ...inner.path] } as Issue),
  );
}

/** `DATA.TRAN[0].rating_id` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

/** The failing fields and reasons: the first reason of each field, first few fields joined with '; '. */
export function describeIssues(issues: readonly Issue[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues.flatMap(flatten)) {
    const where = formatPath(issue.path);
    if (!byField.has(where))
      byField.set(where, where === '' ? issue.message : `${where}: ${issue.message}`);
  }
  return [...byField.values()].slice(0, MAX_NAMED).join('; ');
}

/** Parses a value: the data, or a message naming the failing field path and reason. */
export function parseWith<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): ParseResult<z.output<S>> {
  const result = z.safeParse(schema, value, { error: describeIssue });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: describeIssues(result.error.issues) };
}

export type FieldsResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };

/** Like `parseWith`, plus the first reason of each failing field by its path, for a form. */
export function parseFields<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): FieldsResult<z.output<S>> {
  const result = z.safeParse(schema, value, { error: describeIssue });
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.flatMap(flatten);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const where = formatPath(issue.path);
    fields[where] ??= issue.message;
  }
  return { ok: false, message: describeIssues(issues), fields };
}
