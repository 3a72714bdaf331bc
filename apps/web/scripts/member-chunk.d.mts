import type { Plugin } from 'vite';
import type { Graph } from './module-loaders.mjs';

export type { Graph, ModuleInfoLike } from './module-loaders.mjs';

export const MEMBER_CHUNK: string;
export const ENTRY_CHUNK: string;
export const FORMS_CHUNK: string;
export const GUEST_CHUNK: string;

export function memberChunk(
  screens: readonly string[],
  first?: readonly string[],
): (id: string, graph: Graph) => string | undefined;
export function memberChunkCheck(screens: readonly string[]): Plugin;
