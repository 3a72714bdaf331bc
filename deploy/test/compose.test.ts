import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import path from 'node:path';
import { read, repoRoot, run } from './support';

/** compose.yaml read as Docker Compose reads it (anchors and merge keys resolved). */

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { disable?: boolean; test?: string[] };
  restart?: string;
}

const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { postgres, migrate, server, nginx } = compose.services;

describe('compose.yaml', () => {
  it('has PostgreSQL, a migration, the server and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'migrate',
      'nginx',
      'postgres',
      'server',
    ]);
  });

  it('keeps PostgreSQL in a named volume and waits for it to answer', () => {
    expect(postgres?.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('pgdata');
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
  });

  it('migrates once, after PostgreSQL and before the servers, from the same image', () => {
    expect(migrate?.image).toBe(server?.image);
    expect(migrate?.command).toEqual(['apps/server/dist/migrate.js']);
    expect(migrate?.restart).toBe('no');
    expect(migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(server?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(server?.environment?.MIGRATE_AT_START).toBe('false');
  });

  it('runs two server instances in production on PostgreSQL, sharing the stored files', () => {
    expect(server?.deploy?.replicas).toBe(2);
    expect(server?.build).toBe('.');
    expect(server?.ports).toBeUndefined();
    const env = server?.environment ?? {};
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(env.TRUST_PROXY).toBe('1');
    expect(server?.volumes).toContain(`files:${env.DATA_DIR}`);
    expect(compose.volumes).toHaveProperty('files');
  });

  it('puts nginx with the shipped config in front, pointed at the servers', () => {
    expect(nginx?.ports).toEqual(['80:80', '443:443']);
    expect(nginx?.depends_on?.server?.condition).toBe('service_healthy');
    expect(nginx?.volumes?.some((v) => v.startsWith('./deploy/nginx/loyalty.conf:'))).toBe(true);
    const script = nginx?.command?.join(' ') ?? '';
    // The sed expressions must match the shipped file, or nginx would proxy to itself.
    expect(read('deploy/nginx/loyalty.conf')).toContain('server 127.0.0.1:8080;');
    expect(script).toContain('s/server 127.0.0.1:8080;/server server:8080;/');
    expect(read('deploy/nginx/loyalty.conf')).toMatch(/loyalty\.example\.com/);
    expect(script).toMatch(/exec nginx -g 'daemon off;'/);
  });

  it("rewrites the shipped nginx file for the servers and the .env's DOMAIN", async () => {
    const script = nginx?.command?.at(-1) ?? '';
    const rewrite = script
      .split(' && exec nginx')[0]!
      .replaceAll('${DOMAIN}', 'rewards.test')
      .replace('/etc/nginx/loyalty.conf.in', path.join(repoRoot, 'deploy/nginx/loyalty.conf'))
      .replace(/>\s*\/etc\/nginx\/conf\.d\/default\.conf/, '');
    const conf = await run('sh', ['-c', rewrite]);
    expect(conf).toContain('server server:8080;');
    expect(conf).not.toContain('127.0.0.1:8080');
    expect(conf).not.toContain('loyalty.example.com');
    expect(conf).toMatch(/server_name \*\.rewards\.test;/);
    // The certificate's place in the file is where compose mounts ./certs.
    const certs = nginx?.volumes?.find((v) => v.startsWith('./certs:'))?.split(':')[1];
    expect(conf).toContain(`ssl_certificate ${certs}/fullchain.pem;`);
    expect(conf).toContain(`ssl_certificate_key ${certs}/privkey.pem;`);
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.image || service.build) continue;
      expect(service.image, name).toMatch(/^[\w./-]+:[\w.-]*\d[\w.-]*$/);
    }
  });
});
