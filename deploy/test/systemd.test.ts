import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasProgram, read, run } from './support';

/** The systemd units: hardened, node itself as the process, and valid to systemd-analyze. */

type Unit = Map<string, Map<string, string[]>>;

/** Sections → keys → every value given (a key may repeat). */
function parseUnit(text: string): Unit {
  const unit: Unit = new Map();
  let section: Map<string, string[]> | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = new Map();
      unit.set(header[1]!, section);
      continue;
    }
    const [key = '', ...rest] = line.split('=');
    section?.set(key, [...(section.get(key) ?? []), rest.join('=')]);
  }
  return unit;
}

const files = ['loyalty.service', 'loyalty-migrate.service'];
const units = Object.fromEntries(
  files.map((file) => [file, parseUnit(read(`deploy/systemd/${file}`))]),
) as Record<string, Unit>;
const service = (file: string, key: string) => units[file]!.get('Service')?.get(key) ?? [];
const one = (file: string, key: string) => service(file, key).at(-1);

describe('systemd units', () => {
  it.each(files)('%s runs sandboxed as an unprivileged user', (file) => {
    expect(one(file, 'DynamicUser') === 'yes' || one(file, 'User') !== undefined).toBe(true);
    expect(one(file, 'User')).not.toBe('root');
    expect(one(file, 'ProtectSystem')).toBe('strict');
    expect(one(file, 'ProtectHome')).toBe('yes');
    expect(one(file, 'PrivateTmp')).toBe('yes');
    expect(one(file, 'NoNewPrivileges')).toBe('yes');
    expect(one(file, 'CapabilityBoundingSet')).toBe('');
    // DATA_DIR is the one place it may write.
    const dataDir = service(file, 'Environment')
      .map((e) => /^DATA_DIR=(.+)$/.exec(e)?.[1])
      .find(Boolean);
    expect(dataDir).toBeDefined();
    expect(service(file, 'ReadWritePaths').join(' ').split(/\s+/)).toContain(dataDir);
    expect(one(file, 'Environment') ?? '').not.toBe('');
    expect(service(file, 'Environment')).toContain('NODE_ENV=production');
    // Listening on 0.0.0.0, Fastify lists the interfaces, which takes a netlink socket.
    const families = one(file, 'RestrictAddressFamilies');
    if (families !== undefined) expect(families.split(/\s+/)).toContain('AF_NETLINK');
    // V8 compiles code at run time: this switch would stop node.
    expect(one(file, 'MemoryDenyWriteExecute')).not.toBe('yes');
  });

  it.each([
    ['loyalty.service', 'server.js'],
    ['loyalty-migrate.service', 'migrate.js'],
  ])('%s starts node itself on %s', (file, script) => {
    const execStart = service(file, 'ExecStart');
    expect(execStart).toHaveLength(1);
    const [program, ...args] = execStart[0]!.split(/\s+/);
    expect(program).toMatch(/^\/\S*\/node$/);
    expect(args.at(-1)).toMatch(new RegExp(`/apps/server/dist/${script.replace('.', '\\.')}$`));
    expect(execStart[0]).not.toMatch(/\bnpm\b|\bsh\b|\bbash\b/);
  });

  it('migrates as the same user as the server, so both own the same files', () => {
    expect(one('loyalty-migrate.service', 'User')).toBe(one('loyalty.service', 'User'));
    expect(one('loyalty-migrate.service', 'DynamicUser')).toBe(
      one('loyalty.service', 'DynamicUser'),
    );
  });

  it('migrates before the server starts, and the server gets time to drain', () => {
    const unit = units['loyalty.service']!.get('Unit')!;
    expect(unit.get('Requires')?.join(' ')).toContain('loyalty-migrate.service');
    expect(unit.get('After')?.join(' ')).toContain('loyalty-migrate.service');
    expect(one('loyalty.service', 'Environment')).toBeDefined();
    expect(service('loyalty.service', 'Environment')).toContain('MIGRATE_AT_START=false');
    expect(one('loyalty-migrate.service', 'Type')).toBe('oneshot');
    expect(one('loyalty.service', 'KillSignal')).toBe('SIGTERM');
    // The server's SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS defaults are 35 s.
    expect(Number(one('loyalty.service', 'TimeoutStopSec'))).toBeGreaterThan(35);
  });

  // Where systemd is not installed this check is left out (not reported as skipped).
  if (hasProgram('systemd-analyze'))
    it('passes systemd-analyze verify', async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-units-'));
      try {
        for (const file of files) {
          // node's place differs between hosts; systemd checks that the program exists.
          const text = read(`deploy/systemd/${file}`).replaceAll(
            '/usr/bin/node ',
            `${process.execPath} `,
          );
          await fs.writeFile(path.join(dir, file), text);
        }
        const output = await run(
          'systemd-analyze',
          ['verify', ...files.map((file) => path.join(dir, file))],
          { env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' } },
        );
        // Unknown keys and bad values are warnings with exit code 0: any output is a failure.
        expect(output.trim()).toBe('');
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });
});
