import { read } from './support';

/** One Dockerfile instruction, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** The Dockerfile's instructions, continuation lines joined, comments left out. */
export function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let pending = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (!pending) start = index + 1;
    if (line.startsWith('#')) return;
    pending += (pending ? ' ' : '') + line.replace(/\\$/, '').trim();
    if (line.endsWith('\\')) return;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(pending) ?? [];
    result.push({ keyword: keyword.toUpperCase(), args, line: start });
    pending = '';
  });
  return result;
}

/** Instructions per stage, in order. */
export function stages(all: Instruction[]) {
  const list: { from: Instruction; body: Instruction[] }[] = [];
  for (const instruction of all) {
    if (instruction.keyword === 'FROM') list.push({ from: instruction, body: [] });
    else list.at(-1)?.body.push(instruction);
  }
  return list;
}

/** The runtime stage's argv (ENTRYPOINT then CMD) and its HEALTHCHECK command, in exec form. */
export function runtimeCommands() {
  const runtime = stages(instructions(read('Dockerfile'))).at(-1)!;
  const last = (keyword: string) => runtime.body.filter((i) => i.keyword === keyword).at(-1);
  const healthcheck = last('HEALTHCHECK')?.args ?? '';
  return {
    argv: [
      ...(JSON.parse(last('ENTRYPOINT')?.args ?? '[]') as string[]),
      ...(JSON.parse(last('CMD')?.args ?? '[]') as string[]),
    ],
    healthcheck: JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD') + 3).trim()) as string[],
  };
}
