import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { issueFormSchema, toRequest } from './issue-form';

const reasons = (values: Record<string, string>) => {
  const result = z.safeParse(issueFormSchema, values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the issue form', () => {
  it('turns what was typed into the call’s numbers', () => {
    expect(toRequest({ count: ' 20 ', value: '12.50', validDays: '30', name: ' Eid ' })).toEqual({
      count: 20,
      value: 12.5,
      validDays: 30,
      name: 'Eid',
    });
    expect(toRequest({ count: '1', value: '5', validDays: '7', name: '  ' })).not.toHaveProperty(
      'name',
    );
  });

  it('refuses text that is not a number, by its field', () => {
    expect(reasons({ count: 'ten', value: '5', validDays: '30', name: '' })).toEqual({
      count: 'Enter a whole number of codes.',
    });
  });

  it('applies the contract’s limits once the numbers read', () => {
    const out = reasons({ count: '5000', value: '1.234', validDays: '30', name: '' });
    expect(Object.keys(out).sort()).toEqual(['count', 'value']);
    expect(out.value).toBe('At most two decimals.');
  });
});
