import { describe, expect, it } from 'vitest';
import { linesOf } from './conditions-section';

describe('the voucher conditions box', () => {
  it('sends one condition a line, trimmed, without the empty lines', () => {
    expect(linesOf(' Once only.\n\n  لا تُستبدل نقداً. \n')).toEqual([
      'Once only.',
      'لا تُستبدل نقداً.',
    ]);
    expect(linesOf('')).toEqual([]);
  });
});
