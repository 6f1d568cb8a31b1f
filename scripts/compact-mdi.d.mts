import type {Plugin} from 'esbuild';

/** The esbuild plugin that bundles the `@mdi/js` icons a module imports as compacted paths. */
export declare function compactMdiPlugin(): Plugin;
/** An icon's path data as the bundle holds it: rounded, then written in fewer bytes. */
export declare function bundledIconPath(data: string): string;
/** `source` with each array literal of `@mdi/js` icons written as one string split at commas. */
export declare function joinIconLists(source: string, icons: Record<string, unknown>): string;
