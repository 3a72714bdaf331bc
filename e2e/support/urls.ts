import { execFileSync } from 'node:child_process';

/**
 * The port of the server under test: E2E_PORT when set, else 8181 when it is free, else any
 * free port (another run, or a developer's server, may hold 8181). Chosen once in the runner;
 * the workers inherit it through the environment.
 */
function choosePort(): string {
  const probe = `
    const net = require('node:net');
    const tryListen = (port, next) => {
      const server = net.createServer();
      server.once('error', next);
      server.listen(port, () => {
        const chosen = server.address().port;
        server.close(() => process.stdout.write(String(chosen)));
      });
    };
    tryListen(8181, () => tryListen(0, (error) => { throw error; }));
  `;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ||= choosePort();

export const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://localhost:${PORT}`;
/** Tenant `lite`: Chromium resolves every *.localhost name to the loopback address. */
export const LITE_URL = `http://lite.localhost:${PORT}`;
