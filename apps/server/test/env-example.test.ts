import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../src/config';

/**
 * .env.example is the operator's list of settings: every variable the server reads has a line
 * with a comment saying its default and meaning, so a new setting without one fails here.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');

/** Setting name → the comment lines just above it. */
function documented(text: string): Map<string, string> {
  const result = new Map<string, string>();
  let comment: string[] = [];
  for (const line of text.split('\n')) {
    const setting = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (setting?.[1]) {
      result.set(setting[1], comment.join(' '));
      comment = [];
    } else if (line.startsWith('#')) comment.push(line.slice(1).trim());
    else comment = [];
  }
  return result;
}

/** The variables the server's code reads from process.env besides the schema's. */
function readDirectly(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        for (const m of fs
          .readFileSync(file, 'utf8')
          .matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) {
          names.add(m[1]!);
        }
      }
    }
  };
  walk(path.join(root, 'apps/server/src'));
  return [...names];
}

describe('.env.example', () => {
  const lines = documented(example);

  it('lists every setting the server reads, each with its default and meaning', () => {
    const settings = [...new Set([...SETTING_NAMES, ...readDirectly()])];
    expect(settings).toEqual(expect.arrayContaining(['PORT', 'SECRET_KEY', 'RATE_LIMITS']));
    const missing = settings.filter((name) => !lines.has(name));
    expect(missing, 'settings without a line in .env.example').toEqual([]);
    for (const name of settings) {
      expect(lines.get(name), `${name}: a comment with its default`).toMatch(/default/i);
    }
  });

  it('lists nothing the server or compose.yaml does not read', () => {
    const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
    const known = new Set([...SETTING_NAMES, ...readDirectly()]);
    for (const m of compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) known.add(m[1]!);
    expect([...lines.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
