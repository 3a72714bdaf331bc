import { parseArgs } from 'node:util';
import { AppError } from '../lib/errors';
import { CliError, asCliError, type CliContext, type Command } from './cli-context';
import {
  addPromotionCommand,
  addStoreCommand,
  endPromotionCommand,
  setAboutCommand,
  setRatingsCommand,
} from './commands/content';
import { adjustPointsCommand, issueCodesCommand, postBillCommand } from './commands/points';
import { createCustomerCommand } from './commands/customer';
import { createTenantCommand, listCustomersCommand } from './commands/programme';

export const commands: Command[] = [
  createTenantCommand,
  postBillCommand,
  issueCodesCommand,
  addPromotionCommand,
  endPromotionCommand,
  addStoreCommand,
  setAboutCommand,
  setRatingsCommand,
  adjustPointsCommand,
  listCustomersCommand,
  createCustomerCommand,
];

export function helpText(): string {
  const lines = ['Usage: npm run loyalty -- <command> [options]', '', 'Commands:'];
  for (const c of commands)
    lines.push(`  ${c.name.padEnd(16)} ${c.summary}`, `  ${''.padEnd(16)} ${c.usage}`);
  lines.push(
    '',
    'Every command works on the database of DATA_DIR or DATABASE_URL, like the server.',
  );
  return lines.join('\n');
}

function parse(command: Command, args: string[]) {
  const options = Object.fromEntries(
    command.options.map((o) => {
      const name = o.replace(/[*?]$/, '');
      return [
        name,
        {
          type: o.endsWith('?') ? ('boolean' as const) : ('string' as const),
          multiple: o.endsWith('*'),
        },
      ];
    }),
  );
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nUsage: ${command.name} ${command.usage}`);
  }
}

/**
 * Runs one command; the exit code (0 done, 1 refused or failed, 2 unknown command). A refused
 * command has changed nothing: input is checked before anything is written, and writes are
 * transactions.
 */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    ctx.out(helpText());
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    ctx.err(`Unknown command: ${name}\n\n${helpText()}`);
    return 2;
  }
  if (args.includes('--help')) {
    ctx.out(`Usage: npm run loyalty -- ${command.name} ${command.usage}`);
    return 0;
  }
  try {
    await command.run(parse(command, args), ctx);
    return 0;
  } catch (raw) {
    const error = asCliError(raw);
    if (error instanceof CliError || (error instanceof AppError && error.status < 500)) {
      ctx.err(`Error: ${error.message}`);
      return 1;
    }
    ctx.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
