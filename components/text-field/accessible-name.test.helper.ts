// Test helper (not part of the public API): the accessible name of an element as assistive
// technology computes it (accname 1.2, through axe-core), across shadow roots.
import 'axe-core';

interface VirtualNode {
  readonly actualNode: Node;
}
interface Axe {
  setup(root: Node): VirtualNode;
  teardown(): void;
  utils: {getNodeFromTree(node: Node): VirtualNode | null};
  commons: {text: {accessibleTextVirtual(node: VirtualNode): string}};
}

/** The accessible name of `element` (its label, aria-label, alt, contents…), trimmed. */
export function accessibleName(element: Element): string {
  const axe = (globalThis as unknown as {axe: Axe}).axe;
  axe.setup(document.documentElement);
  try {
    const node = axe.utils.getNodeFromTree(element);
    if (!node) throw new Error(`<${element.localName}> is not in the document`);
    return axe.commons.text.accessibleTextVirtual(node).trim();
  } finally {
    axe.teardown();
  }
}
