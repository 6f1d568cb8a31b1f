import type {IdMapper} from './props-reader.js';

/** The id v0.9 requires of the root component. */
export const V09_ROOT_ID = 'root';

/**
 * The id mapping of a surface whose v0.8 root is `root`: that component becomes `root` and a
 * different component that v0.8 called `root` takes the freed id, so no two ids ever collide.
 * The mapping is its own inverse, so it also maps v0.9 ids (in actions) back to v0.8 ones.
 */
export function rootIdMapper(root: string): IdMapper {
  if (root === V09_ROOT_ID) return (id) => id;
  return (id) => (id === root ? V09_ROOT_ID : id === V09_ROOT_ID ? root : id);
}
