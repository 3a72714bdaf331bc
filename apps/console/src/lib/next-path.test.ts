import { describe, expect, it } from 'vitest';
import { pathWithin, safeNext, signInPath } from './next-path';
import { screensFor } from './navigation';

describe('the way back after signing in', () => {
  it('returns only to a page of the console', () => {
    expect(safeNext('/customers/12?tab=bills')).toBe('/customers/12?tab=bills');
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeNext(next), String(next)).toBe('/');
  });

  it('names the page in the sign-in address, and whether the session ended', () => {
    expect(signInPath('/bills?page=2')).toBe('/sign-in?next=%2Fbills%3Fpage%3D2');
    expect(signInPath('/', true)).toBe('/sign-in?expired=1');
    expect(signInPath('/sign-in?next=%2Fbills')).toBe('/sign-in');
    expect(pathWithin(new URL('http://localhost/console/audit?page=3'))).toBe('/audit?page=3');
    expect(pathWithin(new URL('http://localhost/console'))).toBe('/');
  });
});

describe('the navigation of each role', () => {
  it('gives a cashier the till and the customer search only', () => {
    expect(screensFor('cashier').map((s) => s.label)).toEqual(['Till', 'Customers']);
  });

  it('keeps staff and settings for the owner', () => {
    const manager = screensFor('manager').map((s) => s.label);
    expect(manager).not.toContain('Settings');
    expect(manager).not.toContain('Staff and keys');
    expect(manager).toContain('Audit log');
    expect(screensFor('owner').map((s) => s.label)).toEqual(
      expect.arrayContaining([...manager, 'Till', 'Settings', 'Staff and keys']),
    );
  });
});
