// doc-refs-check: skip-file (the fixtures below hold references to missing documents on purpose)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headingsOf, isScanned, problemsIn, refsOnLine } from './doc-refs.mjs';
import { loadMap, rewriteText } from './rewrite-doc-refs.mjs';

// A small repository: the wire reference with sections 1 to 9, one decision record, a design
// document with its own sections.
const docs = {
  'docs/wire-protocol.md': [
    '# Wire',
    ...Array.from({ length: 9 }, (_, i) => `## §${i + 1} Part ${i + 1}`),
    '```',
    '## §12 inside a code block is no heading',
    '```',
  ].join('\n'),
  'docs/decisions/013-vendor-backend.md': '# 013 — Vendor\n\nSee docs/wire-protocol.md §7.',
  'docs/decisions/012-security-model.md': '# 012 — Security',
  'docs/decisions/015-spec-readings.md': '# 015 — Readings',
  'docs/design.md': '# Design\n\n## §1 Tokens\n\nThe tokens (§1) and the motion (§5).',
  'BENCHMARKS.md': '# Benchmarks',
};
const exists = (file) => Object.hasOwn(docs, file);
const read = (file) => docs[file];

/** The problem messages of one text, as `line: message`. */
function check(file, text) {
  return problemsIn(file, text, exists, read).map((p) => `${p.line}: ${p.message}`);
}

describe('check-doc-refs', () => {
  it('passes references to documents and sections that exist', () => {
    const text = [
      '/** docs/wire-protocol.md §7: the calls; §2 and §4 for the screens. */',
      '// docs/wire-protocol.md §7 #15: the contact answer (a call number is no section).',
      '// Why: docs/decisions/013-vendor-backend.md, results in BENCHMARKS.md.',
      '// A sentence ends after docs/wire-protocol.md §3.',
      '// https://example.com/some/README.md is a link, not a document of ours.',
    ].join('\n');
    assert.deepEqual(check('apps/web/src/a.ts', text), []);
  });

  it('resolves a markdown link from the referring file', () => {
    const text = 'See [013](decisions/013-vendor-backend.md) and [wire](./wire-protocol.md).';
    assert.deepEqual(check('docs/guide.md', text), []);
  });

  it('fails a bare spec section: it points outside the repository', () => {
    assert.deepEqual(check('apps/web/src/a.ts', '/** Spec §2: the routes. */'), [
      '1: "Spec §2" points at a document outside the repository',
    ]);
  });

  it('fails the old file names, with or without a section', () => {
    const text = [
      '// Tolerant (decisions.md §4).',
      '// Texts in spec.md are verbatim.',
      "/* Design.md's list row. */",
    ].join('\n');
    assert.deepEqual(check('packages/contract/src/a.ts', text), [
      '1: "decisions.md §4": decisions.md does not exist in the repository',
      '2: "spec.md": spec.md does not exist in the repository',
      '3: "Design.md": Design.md does not exist in the repository',
    ]);
  });

  it('fails a section its document has no heading for, code blocks not counted', () => {
    const text = '// docs/wire-protocol.md §2 and §12; docs/design.md §1 and §3.';
    assert.deepEqual(check('apps/web/src/a.ts', text), [
      '1: docs/wire-protocol.md has no heading for §12',
      '1: docs/design.md has no heading for §3',
    ]);
  });

  it('fails a section that names no document in code, and reads it as the own file in markdown', () => {
    assert.deepEqual(check('apps/server/src/a.ts', '// (§7 shows no status on this answer)'), [
      '1: §7 names no document',
    ]);
    assert.deepEqual(check('docs/design.md', docs['docs/design.md']), [
      '5: §5 names no document, and docs/design.md has no heading for it',
    ]);
  });

  it('gives a section to the nearest document before it on the line', () => {
    const [ref] = refsOnLine('decisions.md §4 then (§3) and §6.');
    assert.equal(ref.doc, 'decisions.md');
    assert.deepEqual(
      ref.sections.map((s) => s.id),
      ['4', '3', '6'],
    );
  });

  it('reads headings and the scanned files', () => {
    assert.deepEqual([...headingsOf(docs['docs/wire-protocol.md'])].length, 9);
    assert.equal(isScanned('apps/web/src/app/router.tsx'), true);
    assert.equal(isScanned('docs/decisions/001-npm-workspaces.md'), true);
    assert.equal(isScanned('README.md'), true);
    assert.equal(isScanned('apps/web/package.json'), false);
    assert.equal(isScanned('node_modules/x/README.md'), false);
    assert.equal(isScanned('notes.txt'), false);
  });
});

describe('rewrite-doc-refs', () => {
  const map = loadMap();
  const rewrite = (file, text) => rewriteText(file, text, map, exists, read);

  it('repoints spec sections and keeps the sections that follow them', () => {
    const { text, unmapped } = rewrite(
      'apps/web/src/a.ts',
      '/** Spec §2 "Sign up", the checks of §5 and spec §4/§6. */',
    );
    assert.equal(
      text,
      '/** docs/wire-protocol.md §2 "Sign up", the checks of §5 and docs/wire-protocol.md §4/§6. */',
    );
    assert.deepEqual(unmapped, []);
  });

  it('repoints a decisions section, and a later section under it, to their records', () => {
    const { text } = rewrite(
      'packages/contract/src/envelope.ts',
      ' * never required (decisions.md §4). The keys are no security boundary (§3).',
    );
    assert.equal(
      text,
      ' * never required (docs/decisions/013-vendor-backend.md). The keys are no security boundary (docs/decisions/012-security-model.md).',
    );
  });

  it('repoints file names and sections that name no document', () => {
    const { text } = rewrite(
      'apps/web/src/a.ts',
      "/* Design.md's row; texts of spec.md. */\n// (§7 shows no status)",
    );
    assert.equal(
      text,
      "/* docs/design.md's row; texts of docs/wire-protocol.md. */\n// (docs/wire-protocol.md §7 shows no status)",
    );
  });

  it('leaves references that resolve alone, in code and in a markdown file', () => {
    const code = '// docs/wire-protocol.md §7 and docs/decisions/013-vendor-backend.md';
    assert.equal(rewrite('apps/web/src/a.ts', code).changes.length, 0);
    const markdown = '# Design\n\n## §1 Tokens\n\nSee §1.';
    assert.equal(rewrite('docs/design.md', markdown).changes.length, 0);
  });

  it('reports a reference it has no mapping for, and leaves it', () => {
    const { text, unmapped } = rewrite('apps/web/src/a.ts', '// notes.md and spec §12');
    assert.equal(text, '// notes.md and spec §12');
    assert.deepEqual(
      unmapped.map((u) => u.key),
      ['notes.md', 'spec §12'],
    );
  });

  it('leaves a text the check passes', () => {
    const before = [
      '/** Spec §4/§6: guards. */',
      '// (decisions.md §6), see Design.md and conventions.md.',
      '// The spec’s messages (§5).',
    ].join('\n');
    const withConventions = (file) => file === 'docs/conventions.md' || exists(file);
    const { text } = rewriteText('apps/web/src/a.ts', before, map, withConventions, read);
    assert.notDeepEqual(problemsIn('apps/web/src/a.ts', before, withConventions, read), []);
    assert.deepEqual(problemsIn('apps/web/src/a.ts', text, withConventions, read), []);
  });
});
