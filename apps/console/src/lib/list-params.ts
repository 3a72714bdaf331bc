import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's page and filters, kept in the address so Back, a reload and a shared link
 * show the same list. A new filter starts again at page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  const setFilter = (key: K, value: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === '') copy.delete(key);
        else copy.set(key, value);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  return { page, filters, setPage, setFilter };
}

/** `?a=1&b=x` of the values given, leaving out empty ones; '' when none. */
export function queryString(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The value once it has stopped changing for `delayMs` (search as you type). */
export function useDebounced<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
