import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ROLE_NAMES, screensFor } from '../../lib/navigation';
import { SignOutButton } from './sign-out-button';
import { useMe } from './use-me';

/**
 * The signed-in frame: the programme, the member and their role, sign-out, and the screens the
 * role may use. A new screen moves focus to its content, so a keyboard or screen reader user
 * starts there rather than at the top of the navigation.
 */
export function ShellLayout() {
  const me = useMe();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell__top">
        <p className="shell__programme">{me.programme.name}</p>
        <div className="shell__member">
          <span>
            {me.name} <span className="shell__role">{ROLE_NAMES[me.role]}</span>
          </span>
          <SignOutButton />
        </div>
      </header>
      <nav className="shell__nav" aria-label="Console">
        <ul>
          {screensFor(me.role).map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path} end={screen.path === '/'}>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="shell__main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
