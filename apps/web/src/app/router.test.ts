import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../../scripts/route-manifest.mjs';
import { GuestOnly, SignedInOnly } from './guards';
import { NavLayout } from './layouts';
import { routes } from './router';
import { navScreens, screens, type Frame } from './screens';

/** The layouts a matched address renders inside, as the table names them. */
function frameOf(matched: RouteObject[]): Frame {
  const has = (type: unknown) =>
    matched.some((route) => isValidElement(route.element) && route.element.type === type);
  if (has(GuestOnly)) return 'guest';
  if (has(NavLayout)) return has(SignedInOnly) ? 'member' : 'nav';
  return 'open';
}

describe('the screens table', () => {
  it('names every route module once, and only existing ones', () => {
    const files = Object.keys(import.meta.glob('./routes/*.tsx')).map((file) =>
      file.replace(/^\.\/routes\/(.+)\.tsx$/, '$1'),
    );
    expect(screens.map((s) => s.module).sort()).toEqual(files.sort());
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
  });

  it('is what the router matches, each screen under the layouts the table gives it', () => {
    for (const screen of screens) {
      const address = screen.path.replace(/:\w+/g, 'x');
      const matched = (matchRoutes(routes, address) ?? []).map((m) => m.route);
      const leaf = matched.at(-1);
      expect(leaf?.lazy, address).toBeTypeOf('function');
      expect(frameOf(matched), address).toBe(screen.frame);
    }
    expect(navScreens).toContain('home');
    expect(navScreens).toContain('about');
    expect(navScreens).not.toContain('login');
  });
});

describe('the route manifest', () => {
  // A build manifest as Vite writes it: the entry, two screens sharing a chunk.
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: [] },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_member.js', 'index.html'] },
    '_member.js': { file: 'assets/member-1.js', css: ['assets/member-1.css'] },
    'src/app/routes/offer-single.tsx': { file: 'assets/offer-1.js', imports: ['index.html'] },
  };

  it("lists each screen's address with what it loads beyond the entry", () => {
    expect(
      routeManifest(manifest, [
        { path: '/home', module: 'home' },
        { path: '/offers/single/:promoId/:promoCode', module: 'offer-single' },
      ]),
    ).toEqual([
      {
        path: '/home',
        js: ['/assets/home-1.js', '/assets/member-1.js'],
        css: ['/assets/member-1.css'],
      },
      { path: '/offers/single/:promoId/:promoCode', js: ['/assets/offer-1.js'], css: [] },
    ]);
  });

  it('refuses a screen the build did not produce', () => {
    expect(() => routeManifest(manifest, [{ path: '/gone', module: 'gone' }])).toThrow(
      'src/app/routes/gone.tsx is not in the build manifest',
    );
  });
});
