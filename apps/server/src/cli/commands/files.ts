import fs from 'node:fs/promises';
import { CliError } from '../cli-context';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16 = new TextDecoder('utf-16le', { fatal: true });

/**
 * A text file's characters: UTF-8 (a byte-order mark dropped, as Windows editors write one),
 * or UTF-16 with its mark (Notepad's "Unicode"). Anything else is refused: decoding an Arabic
 * file saved in a Windows code page (1256) as UTF-8 used to store U+FFFD in place of every
 * letter, which the feedback screen then showed as garbled Arabic. The text is put in NFC, so
 * a letter typed decomposed is stored as the one character the screens and searches expect.
 */
export function decodeText(bytes: Buffer, file: string): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16.decode(bytes.subarray(2));
    else
      text = utf8.decode(
        bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes,
      );
  } catch {
    throw new CliError(
      `${file} is not UTF-8 text (saved in another encoding, such as Windows Arabic 1256?). Save it as UTF-8 and try again.`,
    );
  }
  return text.normalize('NFC');
}

/** A JSON file given on the command line. */
export async function readJson(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = decodeText(await fs.readFile(file), file);
  } catch (error) {
    if (error instanceof CliError) throw error;
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
