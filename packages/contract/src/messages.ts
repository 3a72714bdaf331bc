import type * as z from 'zod/mini';

/**
 * Plain-English messages for validation issues. zod/mini ships no locale (it would add to the
 * browser bundle), so the few issue kinds the contract raises are worded here, in the same
 * words zod's English locale uses.
 */

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

function quoted(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join('|');
}

function unitOf(origin: string): string {
  if (origin === 'string') return ' characters';
  if (origin === 'array' || origin === 'set') return ' items';
  return '';
}

export function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'too_big': {
      const bound = issue.inclusive ? 'at most' : 'less than';
      return `Too big: expected ${issue.origin} to have ${bound} ${issue.maximum}${unitOf(issue.origin)}`;
    }
    case 'too_small': {
      const bound = issue.inclusive ? 'at least' : 'more than';
      return `Too small: expected ${issue.origin} to have ${bound} ${issue.minimum}${unitOf(issue.origin)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${quoted(issue.values)}`
        : `Invalid option: expected one of ${quoted(issue.values)}`;
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options)
        ? `Invalid option: expected one of ${quoted(issue.options)}`
        : 'Invalid input';
    case 'invalid_format':
      return `Invalid ${issue.format}`;
    default:
      return issue.message ?? 'Invalid input';
  }
}
