import { readFile, writeFile } from 'node:fs/promises';
import { benchmarksMd } from '../config';
import type { Results } from '../results';
import { replaceSection } from './markdown';
import { machineSection, scaleSection, serverSection, webSection } from './sections';
import { targetsSection } from './targets';

/** The generated sections of BENCHMARKS.md; the prose around them is written by hand. */
export function renderSections(document: string, results: Results): string {
  let out = document;
  out = replaceSection(out, 'machine', machineSection(results));
  out = replaceSection(out, 'targets', targetsSection(results));
  out = replaceSection(out, 'server', serverSection(results.server));
  out = replaceSection(out, 'scale', scaleSection(results.scale));
  out = replaceSection(out, 'web', webSection(results.web));
  return out;
}

export async function updateBenchmarksMd(results: Results, file = benchmarksMd): Promise<void> {
  const document = await readFile(file, 'utf8');
  await writeFile(file, renderSections(document, results));
}
