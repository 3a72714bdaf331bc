#!/usr/bin/env node
// Fails (exit 1, one line per problem) when a scanned file refers to a document that is not in
// the repository, or to a section its document has no heading for. Run by `npm run lint`.
// What counts as a reference is described in doc-refs.mjs.
import { SKIP_MARKER, isScanned, problemsIn } from './doc-refs.mjs';
import { readRepoFile, repoFiles, repoRoot } from './repo-files.mjs';

/** Problems of every scanned file: `{ file, line, message }`, in file order. */
export function checkRepository(root) {
  const files = repoFiles(root);
  const exists = (file) => files.has(file);
  const read = (file) => readRepoFile(root, file);
  const problems = [];
  let scanned = 0;
  for (const file of [...files].sort()) {
    if (!isScanned(file)) continue;
    const text = read(file);
    if (text.slice(0, 1000).includes(SKIP_MARKER)) continue;
    scanned += 1;
    for (const problem of problemsIn(file, text, exists, read)) {
      problems.push({ file, line: problem.line, message: problem.message });
    }
  }
  return { problems, scanned };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, scanned } = checkRepository(repoRoot());
  if (problems.length > 0) {
    for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
    console.error(
      `\n${problems.length} reference(s) to missing documents or sections. ` +
        'Point them at a file in the repository (docs/wire-protocol.md, docs/decisions/…); ' +
        'scripts/rewrite-doc-refs.mjs repoints the known old forms.',
    );
    process.exit(1);
  }
  process.stdout.write(`Document references: ${scanned} files checked, all resolve.\n`);
}
