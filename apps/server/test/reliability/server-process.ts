import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabase, withPg } from '../test-db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Everything the process has printed so far. */
  output(): string;
}

export interface StartOptions {
  /** Told of everything printed while the server starts. */
  onOutput?: (text: string) => void;
  /** Another way to start it (an npm script); `src/server.ts` under tsx by default. */
  command?: { file: string; args: string[]; cwd: string };
}

/** Starts `src/server.ts` as its own process on a free port and waits until it listens. */
export function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const command = options.command ?? {
    file: process.execPath,
    args: ['--import', 'tsx', 'src/server.ts'],
    cwd: root,
  };
  const child = spawn(command.file, command.args, {
    cwd: command.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      // No load balancer to wait for (shutdown.test.ts sets its own).
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output.slice(-2000)}`));
    }, 150_000);
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (started) return;
      options.onOutput?.(output);
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        started = true;
        clearTimeout(timer);
        // Reading on drains the pipes, so a chatty server never blocks on a full buffer.
        resolve({ child, url, exited, output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/** Ends a server process started here: SIGKILL (a crash) or SIGTERM (a clean stop). */
export async function stopServer(server: ServerProcess, signal: 'SIGKILL' | 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

export interface ProcessDatabase {
  /** DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), plus a WEB_DIST with nothing in it. */
  env: Record<string, string>;
  /** PostgreSQL: the URL of the database (for direct connections). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for server processes: a temporary SQLite folder, or with
 * TEST_DB=postgres a new PostgreSQL database (a process cannot be given a schema).
 */
export async function processDatabase(name: string): Promise<ProcessDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `loyalty-${name}-`));
  const web = { WEB_DIST: path.join(dir, 'no-web') };
  if (testDatabase() !== 'postgres') {
    return {
      env: { DATA_DIR: dir, ...web },
      drop: () => fs.rm(dir, { recursive: true, force: true }),
    };
  }
  const database = `loyalty_${name}_${Date.now()}`;
  await withPg((c) => c.query(`create database "${database}"`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir, ...web },
    url: url.toString(),
    async drop() {
      await withPg((c) => c.query(`drop database if exists "${database}" with (force)`));
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
