import { describe, expect, it } from 'vitest';
import { queryString } from './list-params';

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(queryString({ q: 'al ice', page: 2, from: '', to: undefined })).toBe('?q=al+ice&page=2');
    expect(queryString({ q: '' })).toBe('');
  });
});
