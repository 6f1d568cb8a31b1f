// Test helper (not a test): what assistive technology is told about the rendered elements, read
// through shadow roots with axe-core's role and name computation (accname 1.2, html-aam) — the
// accessibility tree of Chromium is not reachable from @web/test-runner. Each node is written
// the way a screen reader announces it: `checkbox "I agree" checked required`.
import 'axe-core';

interface VirtualNode {
  readonly actualNode: Element;
}
interface Axe {
  setup(root: Node): VirtualNode;
  teardown(): void;
  utils: {getNodeFromTree(node: Node): VirtualNode | null};
  commons: {
    aria: {getRole(node: VirtualNode): string | null};
    text: {accessibleTextVirtual(node: VirtualNode): string};
    dom: {isVisibleToScreenReaders(node: VirtualNode): boolean};
  };
}

const axe = () => (globalThis as unknown as {axe: Axe}).axe;

/** Roles a screen reader announces as a thing to operate or a structure to enter. */
const ANNOUNCED = new Set([
  'alert',
  'button',
  'checkbox',
  'dialog',
  'group',
  'heading',
  'img',
  'link',
  'list',
  'listitem',
  'radio',
  'radiogroup',
  'searchbox',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'tab',
  'tablist',
  'tabpanel',
  'textbox',
]);

/** Native controls html-aam maps to platform roles that ARIA has no name for. */
const NATIVE: Record<string, string> = {
  'input:date': 'date',
  'input:time': 'time',
  'input:datetime-local': 'datetime',
  'input:password': 'textbox',
  video: 'video',
  audio: 'audio',
};

/** The text of the elements `element`'s IDREF attribute points at, in its own tree. */
function referenced(element: Element, attribute: string): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  return (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

function roleOf(node: VirtualNode): string | undefined {
  const element = node.actualNode;
  const role = axe().commons.aria.getRole(node);
  if (role && role !== 'generic' && role !== 'presentation' && role !== 'none') return role;
  const type = element.localName === 'input' ? `input:${(element as HTMLInputElement).type}` : '';
  return NATIVE[type] ?? NATIVE[element.localName];
}

/** How a screen reader announces `node`: role, "name", then its states and description. */
function announce(node: VirtualNode, role: string): string {
  const element = node.actualNode as HTMLElement;
  const input = element as HTMLInputElement;
  const aria = (name: string) => element.getAttribute(`aria-${name}`);
  const parts = [role];
  // A live region is announced by what it says, not by a name.
  const live = role === 'status' || role === 'alert';
  const name = (
    live ? (element.textContent ?? '') : axe().commons.text.accessibleTextVirtual(node)
  ).trim();
  if (name) parts.push(JSON.stringify(name));
  const checkable = input.type === 'checkbox' || input.type === 'radio';
  if (checkable ? input.checked : aria('checked') === 'true') parts.push('checked');
  if (aria('selected') === 'true') parts.push('selected');
  if (aria('expanded')) parts.push(aria('expanded') === 'true' ? 'expanded' : 'collapsed');
  if (element.matches(':disabled') || aria('disabled') === 'true') parts.push('disabled');
  if (input.required || aria('required') === 'true') parts.push('required');
  if (aria('invalid') === 'true') parts.push('invalid');
  if (role === 'dialog' && element.matches(':modal')) parts.push('modal');
  if (role === 'heading') parts.push(`level=${aria('level') ?? element.localName.slice(1)}`);
  const value = aria('valuetext') ?? (role === 'slider' ? input.value : '');
  if (value) parts.push(`value=${JSON.stringify(value)}`);
  const description = [referenced(element, 'aria-describedby'), aria('description') ?? '']
    .filter(Boolean)
    .join(' ');
  if (description) parts.push(`description=${JSON.stringify(description)}`);
  return parts.join(' ');
}

/**
 * The announced nodes under `root` (through shadow roots, in reading order), leaving out what
 * is hidden from assistive technology (`aria-hidden`, not rendered, a closed dialog's content).
 */
export function a11yTree(root: Element): string[] {
  axe().setup(document.documentElement);
  try {
    const start = axe().utils.getNodeFromTree(root);
    if (!start) throw new Error(`<${root?.localName}> is not in the document`);
    const lines: string[] = [];
    const walk = (node: VirtualNode & {children?: VirtualNode[]}): void => {
      if (node.actualNode.nodeType !== Node.ELEMENT_NODE) return;
      if (!axe().commons.dom.isVisibleToScreenReaders(node)) return;
      const role = roleOf(node);
      if (role && (ANNOUNCED.has(role) || Object.values(NATIVE).includes(role))) {
        lines.push(announce(node, role));
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(start);
    return lines;
  } finally {
    axe().teardown();
  }
}

/** How a screen reader announces `element` itself (it need not be in an announced role). */
export function announced(element: Element): string {
  axe().setup(document.documentElement);
  try {
    const node = axe().utils.getNodeFromTree(element);
    if (!node) throw new Error(`<${element.localName}> is not in the document`);
    return announce(node, roleOf(node) ?? element.localName);
  } finally {
    axe().teardown();
  }
}
