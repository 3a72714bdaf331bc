import os from 'node:os';
import type { ServiceDeps } from '../ledger/service-deps';
import { operatorActor, type AuditContext } from '../modules/audit/audit';
import { Refusal } from '../ledger/refusal';
import { tenantsRepository, type Tenant } from '../modules/settings/tenants.repository';

/** What a command works with: the services' dependencies, the files folder and two outputs. */
export interface CliContext {
  deps: ServiceDeps;
  filesDir: string;
  /** Who the audit log names for this command's writes: the operator. */
  audit: AuditContext;
  out(line: string): void;
  err(line: string): void;
  /** All of standard input (for a secret that must not be in the arguments). */
  input?(): Promise<string>;
}

/** The operator the audit log names: LOYALTY_OPERATOR, else the system user. */
export function operatorOf(env: NodeJS.ProcessEnv = process.env): AuditContext {
  const named = env.LOYALTY_OPERATOR?.trim();
  return operatorActor(named || os.userInfo().username);
}

/** Bad input: the message is printed and the command exits non-zero, having changed nothing. */
export class CliError extends Error {}

export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Option names; those ending in `*` may repeat, those in `?` are flags. */
  options: string[];
  run(values: Values, ctx: CliContext): Promise<void>;
}

export function text(values: Values, name: string, fallback?: string): string {
  const value = values[name];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new CliError(`--${name} is required.`);
}

export function optionalText(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function number(values: Values, name: string, fallback?: number): number {
  const raw = values[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  const n = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
  if (Number.isNaN(n)) throw new CliError(`--${name} must be a number.`);
  return n;
}

export function optionalNumber(values: Values, name: string): number | undefined {
  return values[name] === undefined ? undefined : number(values, name);
}

export function list(values: Values, name: string): string[] {
  const value = values[name];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

export async function tenantOf(ctx: CliContext, values: Values): Promise<Tenant> {
  const clientId = number(values, 'client-id');
  const tenant = await tenantsRepository(ctx.deps.db).findByClientId(clientId);
  if (!tenant) throw new CliError(`No programme has client id ${clientId}.`);
  return tenant;
}

/** The customer option of a command: exactly one of --card, --code or --mobile. */
export function customerRef(values: Values) {
  const ref = {
    cardNo: optionalText(values, 'card'),
    custCode: optionalText(values, 'code'),
    mobile: optionalText(values, 'mobile'),
  };
  if (Object.values(ref).filter(Boolean).length !== 1) {
    throw new CliError('Name the customer with exactly one of --card, --code or --mobile.');
  }
  return ref;
}

/** A service's refusal reads like any other bad input. */
export function asCliError(error: unknown): unknown {
  if (error instanceof Refusal) return new CliError(error.message);
  return error;
}
