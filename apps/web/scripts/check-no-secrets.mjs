// Fails when the built web app carries anything that belongs to the server: connection URLs
// with credentials, private keys, staff API keys, or the value of any of the server's secret
// settings present in this environment. Everything in dist/ is public, so nothing may leak in
// through a VITE_ variable or an import of server code. Usage:
//   node apps/web/scripts/check-no-secrets.mjs [dist folder]   (default: apps/web/dist)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? join(here, '..', 'dist'));

/** Patterns of server-side secrets, whatever their value. */
const PATTERNS = [
  { what: 'a PostgreSQL URL', re: /postgres(?:ql)?:\/\/[^\s"'`]+/i },
  { what: 'an SMTP URL', re: /smtps?:\/\/[^\s"'`]+/i },
  { what: 'a Redis URL', re: /rediss?:\/\/[^\s"'`]+/i },
  { what: 'a PEM private key or certificate', re: /-----BEGIN [A-Z ]+-----/ },
  // newStaffKey() in apps/server/src/modules/pos/staff-auth.ts: lk_ and 43 base64url chars.
  { what: 'a staff API key', re: /\blk_[A-Za-z0-9_-]{43}\b/ },
  { what: 'a demo staff API key', re: /\b(?:demo|lite)-staff-key\b/ },
];

/** The server's settings that are secret: their values, when set here, must not appear. */
const SECRET_ENV = [
  'DATABASE_URL',
  'MAIL_URL',
  'REDIS_URL',
  'METRICS_TOKEN',
  'SESSION_SECRET',
  'SECRET_KEY',
  'STAFF_API_KEY',
];

const secretValues = SECRET_ENV.map((name) => ({ name, value: process.env[name] ?? '' })).filter(
  // Short values ("1", "true") would match by chance and are no secret anyway.
  ({ value }) => value.length >= 8,
);

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The file's text; the build's .gz and .br copies are unpacked, as a browser would. */
function contentOf(path) {
  const raw = readFileSync(path);
  if (path.endsWith('.gz')) return gunzipSync(raw).toString('latin1');
  if (path.endsWith('.br')) return brotliDecompressSync(raw).toString('latin1');
  return raw.toString('latin1');
}

let scanned = 0;
try {
  statSync(dist);
} catch {
  console.error(`No built web app at ${dist}: run npm run build -w @loyalty/web first.`);
  process.exit(2);
}

const findings = [];
for (const path of files(dist)) {
  const text = contentOf(path);
  scanned += 1;
  const where = relative(dist, path);
  for (const { what, re } of PATTERNS) {
    const match = re.exec(text);
    if (match) findings.push(`${where}: ${what} (${match[0].slice(0, 12)}…)`);
  }
  for (const { name, value } of secretValues) {
    if (text.includes(value)) findings.push(`${where}: the value of ${name}`);
  }
}

if (findings.length) {
  console.error(`The built web app contains server secrets:\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `No server secrets in ${scanned} files of ${relative(process.cwd(), dist) || '.'} (checked ${PATTERNS.length} patterns and ${secretValues.length} secret settings).`,
);
