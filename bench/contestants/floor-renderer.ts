/**
 * The floor: the least work that draws the benchmark's surfaces with plain DOM calls. No
 * framework, no validation, no functions (function calls render empty), no styling; bound
 * values update through a map from absolute data path to setters. It shows how close a renderer
 * gets to the limit, not what a renderer should be.
 */
import type {Component} from '../page/messages.js';

type Updater = (value: unknown) => void;
type Payload = Record<string, unknown> & {surfaceId?: string};

const CHILD_PROPS = ['child', 'trigger', 'content'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function absolute(path: string, scope: string): string {
  if (path.startsWith('/')) return path === '/' ? '' : path;
  return `${scope}/${path}`;
}

/** A bound or literal value as display text. */
export function text(value: unknown): string {
  return value === undefined || value === null || isRecord(value) ? '' : String(value);
}

/** One surface drawn with plain DOM calls. */
export class FloorRenderer {
  readonly element = document.createElement('div');
  private readonly components = new Map<string, Component>();
  private readonly rendered = new Map<string, Array<{node: Node; scope: string}>>();
  private readonly waiting = new Map<string, Array<{node: Node; scope: string}>>();
  private readonly bindings = new Map<string, Set<Updater>>();
  private data: unknown = {};

  /** Applies each message in order. */
  process(messages: readonly unknown[]): void {
    for (const message of messages as Array<Record<string, Payload>>) {
      if (message.updateComponents) this.applyComponents(message.updateComponents.components);
      else if (message.updateDataModel) {
        const {path, value} = message.updateDataModel;
        this.write(typeof path === 'string' ? absolute(path, '') : '', value);
      } else if (message.deleteSurface) this.clear();
    }
  }

  private applyComponents(components: unknown): void {
    for (const component of components as Component[]) {
      this.components.set(component.id, component);
      const places = this.waiting.get(component.id) ?? this.rendered.get(component.id);
      this.waiting.delete(component.id);
      this.rendered.delete(component.id);
      for (const {node, scope} of places ?? [])
        node.parentNode?.replaceChild(this.draw(component.id, scope), node);
      if (component.id === 'root' && !places) this.element.append(this.draw('root', ''));
    }
  }

  private clear(): void {
    this.element.replaceChildren();
    this.components.clear();
    this.rendered.clear();
    this.waiting.clear();
    this.bindings.clear();
    this.data = {};
  }

  private read(pointer: string): unknown {
    let value: unknown = this.data;
    for (const segment of pointer.split('/').slice(1)) {
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Record<string, unknown>)[segment];
    }
    return value;
  }

  private write(pointer: string, value: unknown): void {
    if (pointer === '') this.data = value;
    else {
      const segments = pointer.split('/').slice(1);
      let parent = this.data as Record<string, unknown>;
      for (const segment of segments.slice(0, -1)) {
        if (!isRecord(parent[segment]) && !Array.isArray(parent[segment])) parent[segment] = {};
        parent = parent[segment] as Record<string, unknown>;
      }
      parent[segments.at(-1)!] = value;
    }
    if (typeof value !== 'object' || value === null) {
      this.bindings.get(pointer)?.forEach((update) => update(value));
      return;
    }
    for (const [path, updaters] of this.bindings) {
      if (path === pointer || path.startsWith(`${pointer}/`)) {
        updaters.forEach((update) => update(this.read(path)));
      }
    }
  }

  protected bind(value: unknown, scope: string, update: Updater): string | undefined {
    if (isRecord(value) && typeof value.path === 'string') {
      const path = absolute(value.path, scope);
      let updaters = this.bindings.get(path);
      if (!updaters) this.bindings.set(path, (updaters = new Set()));
      updaters.add(update);
      update(this.read(path));
      return path;
    }
    update(isRecord(value) ? undefined : value);
    return undefined;
  }

  private draw(id: string, scope: string): Node {
    const component = this.components.get(id);
    if (!component) {
      const placeholder = document.createComment(id);
      const places = this.waiting.get(id) ?? [];
      places.push({node: placeholder, scope});
      this.waiting.set(id, places);
      return placeholder;
    }
    const node = this.create(component, scope);
    const places = this.rendered.get(id) ?? [];
    places.push({node, scope});
    this.rendered.set(id, places);
    return node;
  }

  protected create(component: Component, scope: string): Element {
    switch (component.component) {
      case 'Text': {
        const span = document.createElement('span');
        const content = span.appendChild(document.createTextNode(''));
        this.bind(component.text, scope, (value) => (content.data = text(value)));
        return span;
      }
      case 'TextField':
      case 'CheckBox':
      case 'Slider':
      case 'DateTimeInput':
      case 'ChoicePicker':
        return this.field(component, scope);
      case 'Image':
      case 'Icon':
      case 'Video':
      case 'AudioPlayer':
      case 'Divider':
        return document.createElement(component.component === 'Image' ? 'img' : 'i');
      default:
        return this.container(component, scope);
    }
  }

  private field(component: Component, scope: string): Element {
    const label = document.createElement('label');
    const caption = label.appendChild(document.createTextNode(''));
    this.bind(component.label, scope, (value) => (caption.data = text(value)));
    const input = label.appendChild(document.createElement('input'));
    const path = this.bind(component.value, scope, (value) => {
      if (input.value !== text(value)) input.value = text(value);
    });
    if (path !== undefined) input.addEventListener('input', () => this.write(path, input.value));
    return label;
  }

  protected container(component: Component, scope: string): Element {
    return this.fill(
      document.createElement(component.component === 'Button' ? 'button' : 'div'),
      component,
      scope,
    );
  }

  /** Appends a container's children (drawn, or placeholders until they arrive) to `element`. */
  protected fill(element: Element, component: Component, scope: string): Element {
    for (const prop of CHILD_PROPS) {
      if (typeof component[prop] === 'string') element.append(this.draw(component[prop], scope));
    }
    const children = component.children;
    if (Array.isArray(children)) {
      for (const child of children) element.append(this.draw(String(child), scope));
    } else if (isRecord(children) && typeof children.path === 'string') {
      const path = absolute(children.path, scope);
      const items = this.read(path);
      if (Array.isArray(items)) {
        items.forEach((_, i) =>
          element.append(this.draw(String(children.componentId), `${path}/${i}`)),
        );
      }
    }
    if (Array.isArray(component.tabs)) {
      for (const tab of component.tabs as Array<Record<string, unknown>>) {
        if (typeof tab.child === 'string') element.append(this.draw(tab.child, scope));
      }
    }
    return element;
  }
}
