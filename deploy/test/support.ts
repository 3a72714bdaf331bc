import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnvelope, registry, serverPath, type CallName } from '@loyalty/contract';
import {
  PRODUCTION_ENV as SERVER_PRODUCTION_ENV,
  signUpData,
} from '../../apps/server/test/fixtures';

/** The repository's root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** A port nothing listens on (free when asked; nothing here takes ports in between). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end (with `input` on its standard input); throws with its output when it fails. */
export function run(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; input?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: 'pipe',
    });
    // Closed at once, empty unless given: nothing run here waits for a terminal.
    child.stdin.end(options.input ?? '');
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(new Error(`${file} ${args.join(' ')}: ${code ?? signal}\n${output.slice(-4000)}`));
    });
  });
}

/** Whether a program is on the PATH. */
export const hasProgram = (name: string) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a long-running process and waits until its output matches `ready` (or it runs). */
export function start(
  file: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; ready?: RegExp; timeoutMs?: number },
): Promise<Started> {
  const child = spawn(file, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start:\n${output.slice(-3000)}`));
    }, options.timeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!started && options.ready?.test(output)) {
        started = true;
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (!options.ready) {
      child.once('spawn', () => {
        started = true;
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      });
    }
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`${file} exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

/** Stops a process started here and waits for its end. */
export async function stop(started: Started | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!started) return;
  const { child } = started;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await started.exited;
}

/** A call's path and its body in the envelope the web client sends. */
export function envelope(name: CallName, DATA: Record<string, unknown>) {
  return {
    path: serverPath(registry[name]),
    body: JSON.stringify(
      buildEnvelope({
        FUNCTION: registry[name].path,
        DATA,
        keys: { AUTH_KEY: 'a', SEND_KEY: 's' },
      }),
    ),
  };
}

let registered = 0;

/** The sign-up of a new customer of a programme, as the app's form sends it. */
export function registration(clientId: string, tag: string) {
  registered += 1;
  const email = `${tag}-${Date.now().toString(36)}${registered}@example.com`;
  const mobile = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    email,
    mobile,
    password: 'secret12',
    DATA: {
      CLIENT_ID: clientId,
      ...signUpData(
        { email, mobile, password: 'secret12' },
        { FIRSTNAME: 'Release', LASTNAME: 'Tester' },
      ),
    },
  };
}

/** The settings production requires but a database, for the test's sub-domains. */
export const PRODUCTION_ENV = {
  ...SERVER_PRODUCTION_ENV,
  PUBLIC_ORIGIN: 'https://*.loyalty.test',
  MAIL_FROM: 'rewards@loyalty.test',
  LOG_LEVEL: 'info',
};
