// The lint rules that hold the architecture, run on small made-up files: a rule that silently
// never fires (an import it cannot resolve, a zone that matches nothing) fails here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import { repoRoot } from './repo-files.mjs';

const eslint = new ESLint({ cwd: repoRoot(import.meta.dirname) });

/** The rule ids a file at `filePath` with `code` breaks. */
async function broken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('the web app boundaries', () => {
  const home = 'apps/web/src/features/home/components/probe.tsx';

  it("stop a feature importing another feature's module, a .ts or a .tsx", async () => {
    const api = "import { x } from '../../offers/api/loy-get-promotions-admin';\nexport { x };\n";
    const component =
      "import { x } from '../../vouchers/components/voucher-list';\nexport { x };\n";
    assert.deepEqual(await broken(home, api), ['import-x/no-restricted-paths']);
    assert.deepEqual(await broken(home, component), ['import-x/no-restricted-paths']);
  });

  it('stop a feature importing the app, and shared code importing a feature', async () => {
    const app = "import { x } from '../../../app/providers';\nexport { x };\n";
    const feature = "import { x } from '../features/home/api/loy-get-promotions';\nexport { x };\n";
    assert.deepEqual(await broken(home, app), ['import-x/no-restricted-paths']);
    assert.deepEqual(await broken('apps/web/src/components/probe.tsx', feature), [
      'import-x/no-restricted-paths',
    ]);
  });

  it('let a feature import its own modules and shared code', async () => {
    const fine =
      "import { a } from '../api/loy-get-promotions';\nimport { b } from '../../../components/bottom-sheet';\nexport { a, b };\n";
    assert.deepEqual(await broken(home, fine), []);
  });
});

describe('the server layers', () => {
  it('stop a lower layer importing a higher one', async () => {
    const code = "import { x } from '../modules/points/points.service';\nexport { x };\n";
    assert.deepEqual(await broken('apps/server/src/ledger/probe.ts', code), [
      'import-x/no-restricted-paths',
    ]);
  });
});

describe('file length', () => {
  const lines = (n) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n');

  it('refuses a source or test file over 250 lines', async () => {
    assert.deepEqual(await broken('apps/server/src/lib/probe.ts', lines(250)), []);
    assert.deepEqual(await broken('apps/server/src/lib/probe.ts', lines(251)), ['max-lines']);
    assert.deepEqual(await broken('apps/web/src/app/probe.test.tsx', lines(251)), ['max-lines']);
  });

  it('lets the data tables be as long as their data', async () => {
    assert.deepEqual(await broken('apps/web/src/lib/nationalities.ts', lines(300)), []);
  });
});

describe('the web app styles', () => {
  /** The rules a style sheet of the web app with `code` breaks. */
  async function brokenStyle(code) {
    const { results } = await stylelint.lint({
      code,
      codeFilename: `${repoRoot(import.meta.dirname)}/apps/web/src/styles/probe.css`,
    });
    return (results[0]?.warnings ?? []).map((w) => w.rule);
  }

  it('refuse physical sides, which would not mirror in Arabic', async () => {
    assert.deepEqual(await brokenStyle('a { margin-left: 4px; }'), ['property-disallowed-list']);
    assert.deepEqual(await brokenStyle('a { padding-right: 4px; }'), ['property-disallowed-list']);
    assert.deepEqual(await brokenStyle('a { position: absolute; left: 0; }'), [
      'property-disallowed-list',
    ]);
    assert.deepEqual(await brokenStyle('a { text-align: right; }'), [
      'declaration-property-value-disallowed-list',
    ]);
  });

  it('let logical properties through', async () => {
    const logical =
      'a { margin-inline-start: 4px; padding-inline: 8px; inset-inline-start: 0; text-align: start; }';
    assert.deepEqual(await brokenStyle(logical), []);
  });
});
