// Starts the real server for the browser tests: a fresh temp database, the built web app and
// console, demo mode (NODE_ENV unset). Prints "e2e server ready" once GetAppSettings answers with
// the demo tenant's settings, and removes the temp folder when it stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const port = process.env.PORT ?? '8181';
const webDist = process.env.WEB_DIST ?? join(root, 'apps', 'web', 'dist');
const consoleDist = process.env.CONSOLE_DIST ?? join(root, 'apps', 'console', 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-e2e-'));

if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No built web app at ${webDist}: run npm run build -w @loyalty/web first.`);
  process.exit(1);
}
// The console's pages answer 404 without it; only its own specs need it.
if (!existsSync(join(consoleDist, 'index.html'))) {
  console.warn(`No built console at ${consoleDist}: run npm run build -w @loyalty/console.`);
}

// Warnings only: request logs would drown the test report.
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  CONSOLE_DIST: consoleDist,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The suite signs up many customers from 127.0.0.1; the limits stay on, only wider.
  RATE_LIMIT_SCALE: '20',
  // No load balancer to leave: stop at once on SIGTERM.
  SHUTDOWN_DELAY_MS: '0',
};
delete env.NODE_ENV;
delete env.DATABASE_URL;

// tsx itself rather than `npx tsx`, so a stop signal reaches the server directly.
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const server = spawn(tsx, [join(root, 'apps', 'server', 'src', 'server.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
}

server.on('exit', (code, signal) => {
  cleanUp();
  if (!stopping) console.error(`server stopped (${signal ?? code})`);
  process.exit(stopping ? 0 : (code ?? 1));
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    server.kill('SIGTERM');
  });
}

async function ready() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/config/GetAppSettings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'demo' }),
    });
    const answer = await response.json();
    return response.ok && typeof answer?.AppBaseURL === 'string';
  } catch {
    return false;
  }
}

const deadline = Date.now() + 110_000;
// The child must still be running: a server that was already on the port would answer too.
while (server.exitCode === null && !(await ready())) {
  if (Date.now() > deadline) {
    console.error('server did not answer GetAppSettings in time');
    stopping = true;
    server.kill('SIGTERM');
    break;
  }
  await new Promise((done) => setTimeout(done, 250));
}
if (!stopping && server.exitCode === null)
  console.log(`e2e server ready on port ${port} (data in ${dataDir})`);
