import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, STATUS_KEYS, readStatus } from '../src/index';

describe('readStatus', () => {
  const successes = [true, 'true', 'TRUE', 'True', 'SUCCESS', 'success', 'Success', ' true '];
  const failures = [false, 'false', 'FALSE', 'FAIL', 'fail', 'N', 1, 0, null, '', {}, []];

  describe.each(STATUS_KEYS)('status under %s', (key) => {
    it.each(successes.map((value) => [value]))('%j reads as success', (value) => {
      expect(readStatus({ [key]: value }).ok).toBe(true);
    });
    it.each(failures.map((value) => [value]))('%j reads as failure', (value) => {
      expect(readStatus({ [key]: value }).ok).toBe(false);
    });
  });

  it.each(MESSAGE_KEYS)('reads the message under %s, trimmed', (key) => {
    expect(readStatus({ STATUS: false, [key]: ' Customer does not exist ' }).message).toBe(
      'Customer does not exist',
    );
  });

  it('treats a blank or missing message as none', () => {
    expect(readStatus({ STATUS: true, MESSAGE: '  ' }).message).toBeUndefined();
    expect(readStatus({ STATUS: true }).message).toBeUndefined();
  });

  it('prefers STATUS over SUCCESS and MESSAGE over message', () => {
    const reading = readStatus({ STATUS: 'FAIL', SUCCESS: 'true', MESSAGE: 'first', message: 'x' });
    expect(reading).toMatchObject({ ok: false, message: 'first' });
  });

  it('reads an answer without a status as not ok, keeping its body', () => {
    const answer = { DATA: [{ Heading: 'About', Content: 'Text' }] };
    expect(readStatus(answer)).toEqual({ ok: false, message: undefined, body: answer });
  });

  it('unwraps a one-element array whose item holds the status', () => {
    const item = { STATUS: 'TRUE', Message: 'Saved', DATA: [] };
    expect(readStatus([item])).toEqual({ ok: true, message: 'Saved', body: item });
  });

  it('unwraps a one-element array whose item holds no status', () => {
    const item = { DATA: [{ FilePath: 'brochure.pdf' }] };
    expect(readStatus([item])).toEqual({ ok: false, message: undefined, body: item });
  });

  it.each([[[]], [[{ STATUS: true }, { STATUS: true }]], ['TRUE'], [null], [undefined], [42]])(
    'reads %j as a failure with an empty body',
    (answer) => {
      expect(readStatus(answer)).toEqual({ ok: false, message: undefined, body: {} });
    },
  );
});
