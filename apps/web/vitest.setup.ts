import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default: too soon for a screen that loads through its
// router on a busy two-core runner. A missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
