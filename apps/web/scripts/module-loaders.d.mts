export interface ModuleInfoLike {
  isEntry: boolean;
  isIncluded: boolean | null;
  moduleSideEffects?: boolean | 'no-treeshake';
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[] | null;
  exportedBindings: Record<string, string[]> | null;
  ast: unknown;
}
export interface Graph {
  getModuleIds(): Iterable<string>;
  getModuleInfo(id: string): ModuleInfoLike | null;
}
export interface Loaders {
  roots: Set<string>;
  screens: Set<string>;
  entry: boolean;
  other: boolean;
}

export function routeName(id: string): string | undefined;
export function dependencyReader(graph: Graph): (id: string) => string[];
export function loadersOf(graph: Graph): Map<string, Loaders>;
