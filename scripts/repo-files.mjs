// The repository's files as git sees them: tracked ones still on disk, and new ones not
// ignored (so a document written but not yet committed already counts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function repoRoot(cwd = process.cwd()) {
  return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' }).trim();
}

export function repoFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = new Set(out.split('\0').filter((file) => file !== ''));
  return new Set([...files].filter((file) => existsSync(path.join(root, file))));
}

export function readRepoFile(root, file) {
  return readFileSync(path.join(root, file), 'utf8');
}
