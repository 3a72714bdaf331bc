import { describe, expect, it } from 'vitest';
import { isLocalHost, subDomainOf } from './sub-domain';

describe('sub-domain of the host (docs/decisions/011-tenant-urls.md)', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['lite.localhost', 'lite'],
    ['oasis.rewards.example.com', 'oasis'],
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['192.168.1.20', 'demo'],
    ['[::1]', 'demo'],
  ])('%s gives %s', (host, expected) => {
    expect(subDomainOf(host)).toBe(expected);
  });

  it.each(['localhost', 'lite.localhost', '10.0.0.2', 'shop.local', 'demo.test'])(
    '%s is a local host',
    (host) => expect(isLocalHost(host)).toBe(true),
  );

  it('a public host is not local', () => {
    expect(isLocalHost('oasis.rewards.example.com')).toBe(false);
  });
});
