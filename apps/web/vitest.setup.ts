import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
