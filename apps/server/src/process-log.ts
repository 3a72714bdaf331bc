import { pino } from 'pino';
import { ConfigError } from './config';
import { errorText } from './lib/errors';

// Written at once (not buffered): the process exits right after.
const log = pino({ base: undefined });

/**
 * A start that fails is one JSON log line with a message (and the list of problems of a
 * refused configuration), not a stack trace: the operator reads it in the same log stream as
 * everything else.
 */
export function startFailed(error: unknown): never {
  if (error instanceof ConfigError) {
    log.fatal({ problems: error.problems }, `Refusing to start: ${error.problems.join('; ')}`);
  } else {
    const message = errorText(error);
    const code = (error as { code?: unknown } | null)?.code;
    log.fatal({ error: message, ...(code ? { code } : {}) }, `could not start: ${message}`);
  }
  process.exit(1);
}

/**
 * An error nothing caught ends the process as Node would (exit 1), but as a JSON line with its
 * stack in a field rather than as plain text on stderr, so the log stream stays parseable.
 */
export function logCrashes(): void {
  const crash = (kind: string) => (err: unknown) => {
    log.fatal({ err }, `crashed: ${kind}: ${errorText(err)}`);
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled rejection'));
}
