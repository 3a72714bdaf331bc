import { describe, expect, it } from 'vitest';
import { preparedNames } from '../src/db/open';

describe('names of the prepared reads', () => {
  it('give one text the same name every time and two texts two names', () => {
    const named = preparedNames();
    const first = named('select 1 where $1 = $2');
    const second = named('select 2 where $1 = $2');
    expect(named('select 1 where $1 = $2')).toBe(first);
    expect(second).not.toBe(first);
    expect(named('select 2 where $1 = $2')).toBe(second);
    // Another pool names its texts afresh; a name is never shared by two texts within one.
    expect(preparedNames()('select 2 where $1 = $2')).toBe(first);
  });
});
