import {executeServerCommand} from '@web/test-runner-commands';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';

/** The demo agent's endpoint per transport. */
export interface AgentUrls {
  sse: string;
  websocket: string;
  rest: string;
  a2a: string;
  agui: string;
  mcp: string;
}

/** What the plugin reports of each session of a demo agent. */
export interface SessionInfo {
  id: string;
  transport: string;
  attached: boolean;
  clientCapabilities: unknown;
  clientDataModel: {surfaces?: Record<string, Record<string, Record<string, unknown>>>} | null;
  record: {actions: {name: string}[]; dataModels: unknown[]} | null;
}

/** The bundled package (elements registered, every connector exported). */
export type Bundle = typeof import('./transports-bundle-entry.js');

const BUNDLE_URL = '/__e2e__/a2ui.js';
let bundle: Promise<Bundle> | undefined;

/** Loads the package bundle once (registering the elements and all six transports). */
export function loadBundle(): Promise<Bundle> {
  bundle ??= import(/* @vite-ignore */ BUNDLE_URL) as Promise<Bundle>;
  return bundle;
}

/** Appends `<a2ui-agent transport url>` to the document. */
export function mountAgent(transport: string, url: string): A2uiAgent {
  const agent = document.createElement('a2ui-agent') as A2uiAgent;
  agent.setAttribute('transport', transport);
  agent.setAttribute('url', url);
  document.body.append(agent);
  return agent;
}

/** Runs a demo-agent server command. */
export function agentCommand<T>(command: string, payload: object): Promise<T> {
  return executeServerCommand(`demo-agent-${command}`, payload) as Promise<T>;
}

/** Every element matching `selector` in `root` and all shadow roots below it. */
export function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, selector));
  }
  return found;
}

/** The first element matching `selector` at any shadow depth. */
export function deepQuery(root: ParentNode, selector: string): Element | undefined {
  return deepQueryAll(root, selector)[0];
}

/** The visible text of a node including its shadow trees. */
export function deepText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const element = node as Element;
  const children = [...(element.shadowRoot?.childNodes ?? []), ...node.childNodes];
  return children.map(deepText).join(' ');
}

/** Resolves once `check` returns a truthy value (polling), or fails after `timeout` ms. */
export async function until<T>(
  check: () => T,
  what: string,
  timeout = 10000,
): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The component element with this A2UI id inside the agent element's surfaces. */
export function component(
  agent: A2uiAgent,
  id: string,
  surfaceId?: string,
): HTMLElement | undefined {
  const scope = surfaceId
    ? deepQuery(agent.shadowRoot!, `a2ui-surface[surface-id="${surfaceId}"]`)
    : agent;
  if (!scope) return undefined;
  const root = (scope as Element).shadowRoot ?? scope;
  return deepQuery(root, `[data-a2ui-id="${id}"]`) as HTMLElement | undefined;
}

/** Types into an `a2ui-text-field` like a user. */
export async function fill(agent: A2uiAgent, id: string, value: string, surfaceId?: string) {
  const field = await until(() => component(agent, id, surfaceId), `text field ${id}`);
  const input = await until(
    () => field.shadowRoot?.querySelector('input, textarea') as HTMLInputElement | null,
    `input of ${id}`,
  );
  input.value = value;
  input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
}

/** Clicks an `a2ui-button` once it is enabled. */
export async function click(agent: A2uiAgent, id: string, surfaceId?: string) {
  const button = await until(() => {
    const host = component(agent, id, surfaceId);
    const inner = host?.shadowRoot?.querySelector('button');
    return inner && !inner.disabled ? inner : undefined;
  }, `enabled button ${id}`);
  button.click();
}

/** Waits until the agent element's surfaces show `text`. */
export function untilText(agent: A2uiAgent, text: string | RegExp, timeout?: number) {
  return until(
    () => {
      const content = deepText(agent).replace(/\s+/g, ' ');
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    },
    `text ${String(text)}`,
    timeout,
  );
}
