import { describe, expect, it } from 'vitest';
import { instructions, stages } from './dockerfile';
import { read } from './support';

/**
 * Images cannot be built or pulled on the test machines, so the Dockerfile is checked as a
 * linter (hadolint's rules) would, and its build stage runs scripts/build-release.sh, which
 * the release test runs for real.
 */

const dockerfile = instructions(read('Dockerfile'));
const all = stages(dockerfile);
const runtime = all.at(-1)!;
const isExecForm = (args: string) => {
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string');
  } catch {
    return false;
  }
};

describe('Dockerfile', () => {
  it('builds in one stage with the release script and runs from a slim one', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const build = all.find((stage) => / AS build$/i.test(stage.from.args));
    expect(build, 'a stage named build').toBeDefined();
    expect(
      build!.body.some((i) => i.keyword === 'RUN' && /scripts\/build-release\.sh/.test(i.args)),
    ).toBe(true);
    expect(runtime.from.args).toMatch(/-slim\b/);
    expect(runtime.body.some((i) => i.keyword === 'COPY' && /--from=build\b/.test(i.args))).toBe(
      true,
    );
  });

  it('pins every base image to a version, never latest (DL3006, DL3007)', () => {
    for (const { from } of all) {
      const image = from.args.split(/\s+/).find((part) => !part.startsWith('--')) ?? '';
      expect(image, `line ${from.line}`).toMatch(/^[\w./-]+(:[\w.-]+|@sha256:[0-9a-f]{64})$/);
      expect(image, `line ${from.line}`).not.toMatch(/:latest$/);
      if (image.includes(':')) expect(image.split(':')[1], `line ${from.line}`).toMatch(/\d/);
    }
  });

  it('runs as a user that is not root (DL3002)', () => {
    const users = runtime.body.filter((i) => i.keyword === 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    const user = runtime.body.indexOf(users.at(-1)!);
    const entry = runtime.body.findIndex((i) => i.keyword === 'ENTRYPOINT' || i.keyword === 'CMD');
    expect(user).toBeLessThan(entry);
  });

  it('starts node itself in exec form, never npm or a shell (DL3025)', () => {
    const entrypoint = runtime.body.filter((i) => i.keyword === 'ENTRYPOINT').at(-1);
    const cmd = runtime.body.filter((i) => i.keyword === 'CMD').at(-1);
    expect(entrypoint && isExecForm(entrypoint.args)).toBe(true);
    expect(cmd && isExecForm(cmd.args)).toBe(true);
    const argv = [
      ...(JSON.parse(entrypoint!.args) as string[]),
      ...(JSON.parse(cmd!.args) as string[]),
    ];
    expect(argv[0]).toBe('node');
    expect(argv.join(' ')).toMatch(/apps\/server\/dist\/server\.js/);
    expect(argv.join(' ')).not.toMatch(/\bnpm\b|\bsh\b/);
  });

  it('checks /health/ready with node (no curl in the slim image)', () => {
    const healthcheck = runtime.body.filter((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck).toHaveLength(1);
    const args = healthcheck[0]!.args;
    const command = args.slice(args.indexOf('CMD') + 3).trim();
    expect(isExecForm(command)).toBe(true);
    expect(JSON.parse(command)[0]).toBe('node');
    expect(command).toMatch(/\/health\/ready/);
    expect(command).not.toMatch(/curl|wget/);
  });

  it('keeps DATA_DIR in a volume', () => {
    const env = runtime.body
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    const dataDir = /DATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeDefined();
    const volumes = runtime.body.filter((i) => i.keyword === 'VOLUME');
    expect(volumes.some((v) => v.args.includes(dataDir!))).toBe(true);
  });

  it('installs packages without recommends and clears the lists (DL3015, DL3009)', () => {
    for (const run of dockerfile.filter(
      (i) => i.keyword === 'RUN' && /apt-get install/.test(i.args),
    )) {
      expect(run.args, `line ${run.line}`).toMatch(/--no-install-recommends/);
      expect(run.args, `line ${run.line}`).toMatch(/-y\b/);
      expect(run.args, `line ${run.line}`).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
    }
  });

  it('copies workspace manifests that exist, and leaves node_modules out of the context', () => {
    for (const copy of dockerfile.filter(
      (i) => i.keyword === 'COPY' && /package\.json/.test(i.args),
    )) {
      for (const source of copy.args.split(/\s+/).slice(0, -1)) {
        expect(() => read(source), source).not.toThrow();
      }
    }
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, unknown> };
    const manifests = Object.keys(lock.packages).filter((k) => k && !k.includes('node_modules/'));
    expect(manifests.length).toBeGreaterThanOrEqual(workspaces.length);
    const copied = dockerfile
      .filter((i) => i.keyword === 'COPY')
      .map((i) => i.args)
      .join('\n');
    // npm ci checks the lock against every workspace: a new one needs its COPY line.
    for (const manifest of manifests)
      expect(copied, manifest).toContain(`${manifest}/package.json`);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toContain('**/node_modules');
    expect(ignored).toContain('**/dist');
  });
});
