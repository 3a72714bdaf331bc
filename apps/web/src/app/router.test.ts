import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import { NAV_SCREENS } from '../../scripts/member-chunk.mjs';
import { lazyRoutes } from '../../scripts/route-preloads.mjs';
import { NavLayout } from './layouts';
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

/** The lazily loaded screens under a route whose element is `NavLayout`, by address. */
function navScreens(list: RouteObject[], parent = '', inside = false): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/')
      : parent;
    const guarded = inside || (isValidElement(route.element) && route.element.type === NavLayout);
    const own = route.lazy && guarded ? [route.index ? parent || '/' : path] : [];
    return [...own, ...navScreens(route.children ?? [], path, guarded)];
  });
}

describe('the member chunk', () => {
  it('is shared by exactly the screens with the bottom navigation', () => {
    const modules = new Map(lazyRoutes(routerSource).map((r) => [r.path, r.module]));
    const behindGuard = navScreens(routes).map((path) =>
      (modules.get(path) ?? path).replace('src/app/routes/', '').replace(/\.tsx$/, ''),
    );
    expect(behindGuard).toContain('home');
    expect(behindGuard).toContain('about');
    expect(behindGuard).not.toContain('login');
    expect([...NAV_SCREENS].sort()).toEqual(behindGuard.sort());
  });
});
