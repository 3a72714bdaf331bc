#!/usr/bin/env node
// Repoints references that check-doc-refs.mjs flags, in place, through the mapping in
// doc-refs-map.json, then runs Prettier on the changed files that it formats.
//
//   node scripts/rewrite-doc-refs.mjs            rewrite the scanned files of the repository
//   node scripts/rewrite-doc-refs.mjs --dry-run  only list what would change
//
// The mapping's keys are the forms found in the tree: a document with its first section (the
// bare word "spec", or an old file name, then a section sign and a number), a document alone
// (an old file name), or a section with no document before it on its line. A reference that
// already resolves is left alone. A section that follows a rewritten document on the same line
// is looked up under that document too: kept as it is when it still belongs to the new
// document, replaced otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SKIP_MARKER, headingsOf, isScanned, refsOnLine, resolveDoc } from './doc-refs.mjs';
import { readRepoFile, repoFiles, repoRoot } from './repo-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadMap(file = path.join(here, 'doc-refs-map.json')) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('$')));
}

const docOf = (target) => target.replace(/\s*§.*$/, '');

/**
 * One file's text with its references repointed: `{ text, changes, unmapped }`. `exists` and
 * `read` are as for problemsIn; `map` is the loaded mapping.
 */
export function rewriteText(file, text, map, exists, read) {
  const isMarkdown = file.endsWith('.md');
  const ownHeadings = isMarkdown ? headingsOf(text) : new Set();
  const changes = [];
  const unmapped = [];
  const lines = text.split('\n').map((lineText, index) => {
    const edits = [];
    for (const ref of refsOnLine(lineText)) {
      if (ref.doc === undefined) {
        for (const s of ref.sections) {
          if (ownHeadings.has(s.id)) continue;
          const key = `§${s.id}`;
          if (map[key] === undefined) unmapped.push({ line: index + 1, key });
          else edits.push({ start: s.start, end: s.end, text: map[key] });
        }
        continue;
      }
      if (!ref.bare && resolveDoc(ref.doc, file, exists) !== undefined) continue;
      const [first, ...rest] = ref.sections;
      const adjacent = first !== undefined && lineText.slice(ref.end, first.start).trim() === '';
      let headKey = adjacent ? `${ref.doc} §${first.id}` : ref.doc;
      let headEnd = adjacent ? first.end : ref.end;
      let target = map[headKey];
      const others = adjacent ? rest : ref.sections;
      if (target === undefined && adjacent && map[ref.doc] !== undefined) {
        // Only the document is mapped: its section stays beside the new name.
        headKey = ref.doc;
        headEnd = ref.end;
        target = map[ref.doc];
        others.unshift(first);
      }
      if (target === undefined) {
        unmapped.push({ line: index + 1, key: headKey });
        continue;
      }
      edits.push({ start: ref.start, end: headEnd, text: target });
      const newDoc = docOf(target);
      for (const s of others) {
        const value = map[`${ref.doc} §${s.id}`];
        if (value === undefined) {
          // A section left under a mapped document must exist there.
          const resolved = resolveDoc(newDoc, file, exists);
          if (resolved === undefined || !headingsOf(read(resolved)).has(s.id)) {
            unmapped.push({ line: index + 1, key: `${ref.doc} §${s.id}` });
          }
          continue;
        }
        if (value === `${newDoc} §${s.id}`) continue;
        edits.push({ start: s.start, end: s.end, text: value });
      }
    }
    if (edits.length === 0) return lineText;
    let out = lineText;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    }
    changes.push({ line: index + 1, before: lineText, after: out });
    return out;
  });
  return { text: lines.join('\n'), changes, unmapped };
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const root = repoRoot();
  const files = repoFiles(root);
  const exists = (file) => files.has(file);
  const read = (file) => readRepoFile(root, file);
  const map = loadMap();
  const changed = [];
  let unmappedCount = 0;
  for (const file of [...files].sort()) {
    if (!isScanned(file)) continue;
    const text = read(file);
    if (text.slice(0, 1000).includes(SKIP_MARKER)) continue;
    const result = rewriteText(file, text, map, exists, read);
    for (const u of result.unmapped) {
      console.error(`${file}:${u.line}: no mapping for "${u.key}"`);
      unmappedCount += 1;
    }
    if (result.changes.length === 0) continue;
    changed.push(file);
    if (dryRun) {
      for (const c of result.changes) {
        process.stdout.write(`${file}:${c.line}\n  - ${c.before.trim()}\n  + ${c.after.trim()}\n`);
      }
    } else {
      writeFileSync(path.join(root, file), result.text);
    }
  }
  const formatted = changed.filter((file) => !file.endsWith('.md'));
  if (!dryRun && formatted.length > 0) {
    // A longer reference inside a string can change how Prettier breaks the line.
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formatted], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  process.stdout.write(
    `${dryRun ? 'Would rewrite' : 'Rewrote'} references in ${changed.length} files` +
      (unmappedCount > 0 ? `; ${unmappedCount} without a mapping (listed above)` : '') +
      '.\n',
  );
  if (unmappedCount > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
