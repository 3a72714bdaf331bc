import fs from 'node:fs/promises';
import { CliError } from '../cli-context';

/** A JSON file given on the command line. */
export async function readJson(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new CliError(`${file} is not valid JSON.`);
  }
}

/** A file given on the command line, as bytes. */
export async function readBytes(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}
