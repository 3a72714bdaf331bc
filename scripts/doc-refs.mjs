// References from code and docs to documents, shared by check-doc-refs.mjs (which fails on one
// that points nowhere) and rewrite-doc-refs.mjs (which repoints them through a mapping).
//
// A reference is a document followed by any number of sections on the same line:
//   a path ending in .md (the wire reference, a decision record), resolved from the referring
//   file's folder or from the repository root;
//   or a bare document word ("spec", "decisions", "design", "conventions") directly followed by
//   a section sign: these name documents outside the repository and always fail.
// A section sign with a number belongs to the nearest document named before it on its line
// (so one document may be followed by several of its sections). One with no document before
// it on its line belongs, in a markdown file, to that file itself; anywhere else it names no
// document.
import path from 'node:path';

/** Folders whose files are scanned, and the extensions scanned there and at the root. */
export const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'bench', 'docs', 'scripts'];
export const SCANNED_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.md', '.css', '.html'];

/** A file that holds sample references on purpose (a test's fixtures) says so near its top. */
export const SKIP_MARKER = 'doc-refs-check: skip-file';

const BARE_WORDS = 'spec|decisions|design|conventions';
// A path token ending in .md, or a bare document word that a section sign follows.
const DOC = new RegExp(
  String.raw`(?<![\w./:-])(?:([\w./-]*[\w-]\.md)(?![\w])|(${BARE_WORDS})(?=\s*§))`,
  'gi',
);
const SECTION = /§\s?(\d+(?:\.\d+)*)/g;
const HEADING = /^#{1,6}\s+§\s?(\d+(?:\.\d+)*)(?![\d])/;

/** Whether a repository path is one of the files the check reads. */
export function isScanned(file) {
  if (!SCANNED_EXTENSIONS.includes(path.posix.extname(file))) return false;
  if (!file.includes('/')) return file.endsWith('.md');
  return SCANNED_DIRS.includes(file.split('/')[0]);
}

/**
 * The references on one line: `{ doc, bare, start, end, sections }`, where `doc` is the text
 * of the document token (absent for sections that no document precedes), `bare` is true for a
 * bare document word, and each section is `{ id, start, end }` (offsets within the line); a
 * section's id is its number without the sign.
 */
export function refsOnLine(line) {
  const docs = [...line.matchAll(DOC)].map((m) => ({
    doc: m[1] ?? m[2],
    bare: m[1] === undefined,
    start: m.index,
    end: m.index + m[0].length,
    sections: [],
  }));
  const orphans = { doc: undefined, bare: false, start: 0, end: 0, sections: [] };
  for (const m of line.matchAll(SECTION)) {
    const section = { id: m[1], start: m.index, end: m.index + m[0].length };
    const owner = docs.findLast((d) => d.end <= m.index) ?? orphans;
    owner.sections.push(section);
  }
  return orphans.sections.length > 0 ? [orphans, ...docs] : docs;
}

/** The section ids a markdown text has headings for: a heading that starts with the sign and a number. */
export function headingsOf(text) {
  const ids = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = HEADING.exec(line);
    if (m) ids.add(m[1]);
  }
  return ids;
}

/** The repository path a document token points at, or undefined when no such file exists. */
export function resolveDoc(token, fromFile, exists) {
  const candidates = [
    path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), token)),
    path.posix.normalize(token),
  ];
  return candidates.find((candidate) => !candidate.startsWith('..') && exists(candidate));
}

/**
 * Every problem in one file's text: `{ line, message, ref, section? }`. `exists(path)` says
 * whether a repository path is a file; `read(path)` gives a markdown file's text.
 */
export function problemsIn(file, text, exists, read) {
  const problems = [];
  const headingCache = new Map();
  const headings = (doc) => {
    if (!headingCache.has(doc)) headingCache.set(doc, headingsOf(read(doc)));
    return headingCache.get(doc);
  };
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    for (const ref of refsOnLine(lineText)) {
      if (ref.doc === undefined) {
        for (const section of ref.sections) {
          if (isMarkdown && headings(file).has(section.id)) continue;
          problems.push({
            line,
            ref,
            section,
            message: isMarkdown
              ? `§${section.id} names no document, and ${file} has no heading for it`
              : `§${section.id} names no document`,
          });
        }
        continue;
      }
      if (ref.bare) {
        const at = ref.sections[0] ? ` §${ref.sections[0].id}` : '';
        problems.push({
          line,
          ref,
          message: `"${ref.doc}${at}" points at a document outside the repository`,
        });
        continue;
      }
      const target = resolveDoc(ref.doc, file, exists);
      if (target === undefined) {
        const at = ref.sections[0] ? ` §${ref.sections[0].id}` : '';
        problems.push({
          line,
          ref,
          message: `"${ref.doc}${at}": ${ref.doc} does not exist in the repository`,
        });
        continue;
      }
      for (const section of ref.sections) {
        if (!headings(target).has(section.id)) {
          problems.push({
            line,
            ref,
            section,
            message: `${target} has no heading for §${section.id}`,
          });
        }
      }
    }
  });
  return problems;
}
