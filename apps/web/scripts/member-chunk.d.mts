import type { Plugin } from 'vite';
import type { Graph } from './module-loaders.mjs';

export type { Graph, ModuleInfoLike } from './module-loaders.mjs';

export const MEMBER_CHUNK: string;
export const ENTRY_CHUNK: string;

export function memberChunk(
  screens: readonly string[],
): (id: string, graph: Graph) => string | undefined;
export function memberChunkCheck(screens: readonly string[]): Plugin;
