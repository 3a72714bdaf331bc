import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyRoutes } from '../../scripts/route-preloads.mjs';
import { routes } from './router';
import routerSource from './router.tsx?raw';

/** Every lazily loaded screen of the route table, with its full address. */
function screens(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/')
      : parent;
    const own = route.lazy ? [route.index ? parent || '/' : path] : [];
    return [...own, ...screens(route.children ?? [], path)];
  });
}

describe('the screens the build announces for preloading', () => {
  it('are read from the router with the addresses the router matches', () => {
    const read = lazyRoutes(routerSource);
    expect(read.map((route) => route.path).sort()).toEqual(screens(routes).sort());
    expect(read).toContainEqual({ path: '/', module: 'src/app/routes/landing.tsx' });
    expect(read).toContainEqual({
      path: '/offers/single/:promoId/:promoCode',
      module: 'src/app/routes/offer-single.tsx',
    });
  });

  it('refuse a router whose screens they cannot all read', () => {
    expect(() =>
      lazyRoutes(
        `{ path: 'a', lazy: () => import('./routes/a') }, { lazy: () => import('./routes/b') }`,
      ),
    ).toThrow('read 1 of 2');
  });
});
