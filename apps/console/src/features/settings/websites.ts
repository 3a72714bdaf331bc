import * as z from 'zod/mini';

/** The websites typed one a line, blank lines left out. */
export function websiteLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * What is wrong with the typed list by the contract's rule, said for the line at fault
 * ("Line 2: …"); undefined when the list is accepted.
 */
export function websitesProblem(text: string, rule: z.ZodMiniType): string | undefined {
  const lines = websiteLines(text);
  const checked = z.safeParse(rule, lines);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const line = issue?.path[0];
  const message = issue?.message ?? 'The list is not valid.';
  return typeof line === 'number' ? `Line ${line + 1}: ${message}` : message;
}
