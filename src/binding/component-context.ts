import {uiTextFor} from '../../components/shared/ui-text.js';
import type {BindingType} from '../catalog/catalog.js';
import {jsonEqual, type ComponentDefinition} from '../state/component-store.js';
import type {ActionBody} from '../state/errors.js';
import {memo as memoPerObject} from '../protocol/memo.js';
import {memo, untracked, type ReadonlySignal} from '../state/signals.js';
import type {SurfaceModel} from '../state/surface-model.js';
import {ChildList, ROOT_SCOPE, type ChildRef, type Scope} from './child-list.js';
import {coerce, coerceBoolean} from './coerce.js';
import {
  absolutePath,
  callFunction,
  resolveProperty,
  resolveValue,
  type BindingEnv,
} from './resolve.js';
import {
  isAction,
  isDataBinding,
  isFunctionCall,
  isRecord,
  isTemplate,
  lengthLimit,
} from './shapes.js';

export {ROOT_SCOPE, type ChildRef, type Scope} from './child-list.js';

/** The result of a component's `checks`. */
export interface Validation {
  /** True when every check passes (or there are none); the action is blocked while false. */
  readonly valid: boolean;
  /** The message of the first failing check. */
  readonly message?: string;
  /** Messages of every failing check, in order: its `message`, else the elements' own words
   * (`uiText.maxSelections(max)` for a limit on the items of a list `value`, as a ChoicePicker's
   * selections: a `length` of that value with a `max` and no `min`, where the catalog binds
   * `value` as a `stringList`; `uiText.checkFailed` for any other check). */
  readonly messages: readonly string[];
}

/** The validation of a component without failing checks. */
export const VALID: Validation = Object.freeze({
  valid: true,
  messages: Object.freeze<string[]>([]),
});
const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

/** Properties kept as written: resolved at the moment they are used, not while rendering. */
const UNRESOLVED_PROPS = new Set(['id', 'component', 'action', 'checks']);

function sameValidation(a: Validation, b: Validation): boolean {
  if (a.valid !== b.valid || a.messages.length !== b.messages.length) return false;
  return a.messages.every((message, i) => message === b.messages[i]);
}

/**
 * The one object a component element talks to: its definition, its props with every dynamic
 * value resolved in its data scope, validation, two-way setters, actions and children.
 * Everything reactive is a cached computed signal, created on first use.
 */
export class ComponentContext {
  /** The surface the component belongs to. */
  readonly surface: SurfaceModel;
  /** The component's id. */
  readonly id: string;
  /** The data scope its relative paths resolve in: a template item's, else {@link ROOT_SCOPE}. */
  readonly scope: Scope;

  #envCache?: BindingEnv;
  #definition?: ReadonlySignal<ComponentDefinition | undefined>;
  #props?: ReadonlySignal<Readonly<Record<string, unknown>>>;
  #literal?: ComponentDefinition;
  #validation?: ReadonlySignal<Validation>;
  #childLists?: Map<string, ChildList>;
  #disposed = false;

  constructor(surface: SurfaceModel, id: string, scope: Scope = ROOT_SCOPE) {
    this.surface = surface;
    this.id = id;
    this.scope = scope;
  }

  /** The component's definition as the agent sent it (reactive); undefined until it arrives. */
  get definition(): ComponentDefinition | undefined {
    // Read four or five times per render: the store's lookup by id is done once.
    return (this.#definition ??= this.surface.components.signalOf(this.id)).value;
  }

  /**
   * The definition with every dynamic value (`{path}`, `{call}`) resolved in this scope and
   * coerced to the type the catalog declares (reactive, cached). `action`, `checks` and
   * ChildList templates are left as written. `{}` until the definition arrives. Equal results
   * keep their identity, so readers do not run again for them.
   */
  get props(): Readonly<Record<string, unknown>> {
    if (this.#props) return this.#props.value;
    // A definition of plain literals, left as it is by coercion, is its own props and depends
    // on nothing else: the reader subscribes to the definition alone, and no computed is kept
    // for it. The first definition with a value to resolve switches to a computed for good.
    const definition = this.definition;
    if (!definition) return NO_PROPS;
    if (definition === this.#literal) return definition;
    if (!hasResolvable(definition) && this.#resolveProps() === definition) {
      this.#literal = definition;
      return definition;
    }
    this.#props = memo(() => this.#resolveProps(), jsonEqual);
    return this.#props.value;
  }

  /** Resolves one DynamicValue in this scope (reactive inside a computed). */
  resolve(value: unknown): unknown {
    return resolveValue(value, this.#env);
  }

  /**
   * A writer for a two-way bound property: when `prop` is `{path}`, a function writing the data
   * model at that path (in this scope at the time of the write); otherwise undefined.
   */
  setter(prop: string): ((value: unknown) => void) | undefined {
    const binding = untracked(() => this.definition?.[prop]);
    if (!isDataBinding(binding)) return undefined;
    return (value: unknown) => {
      // Re-read at write time: the binding may have been updated, the scope may have moved.
      const current = untracked(() => this.definition?.[prop]);
      if (!isDataBinding(current)) return;
      const pointer = untracked(() => absolutePath(current.path, this.#env));
      this.surface.dataModel.set(pointer, value);
    };
  }

  /** The outcome of the component's `checks` (reactive): valid, first message, all messages. */
  get validation(): Validation {
    this.#validation ??= memo(() => this.#validate(), sameValidation);
    return this.#validation.value;
  }

  /**
   * Performs an action now (default: the component's `action`). An `event` action becomes the
   * v0.9 action body with its context resolved at this moment; a `functionCall` action runs
   * locally as a user action and yields undefined. Undefined too when the component's checks
   * fail (the action is blocked) or there is no action.
   */
  resolveAction(action?: unknown): ActionBody | undefined {
    return untracked(() => {
      const chosen = action === undefined ? this.definition?.['action'] : action;
      if (!isRecord(chosen)) return undefined;
      if (!this.validation.valid) return undefined;
      const env = this.#makeEnv(true);
      const event = chosen['event'];
      if (isRecord(event) && typeof event['name'] === 'string') {
        const context: Record<string, unknown> = {};
        if (isRecord(event['context'])) {
          for (const key of Object.keys(event['context'])) {
            context[key] = resolveValue(event['context'][key], env);
          }
        }
        const body: ActionBody = {
          name: event['name'],
          surfaceId: this.surface.id,
          sourceComponentId: this.id,
          timestamp: new Date().toISOString(),
          context,
        };
        // A2UI v1.0 events (catalogs that allow them): the agent answers with `actionResponse`,
        // whose value goes to `responsePath` (resolved in this component's scope).
        if (event['wantResponse'] === true) body.wantResponse = true;
        const responsePath = event['responsePath'];
        if (typeof responsePath == 'string') body.responsePath = absolutePath(responsePath, env);
        return body;
      }
      const call = chosen['functionCall'];
      if (isFunctionCall(call)) callFunction(call, env);
      return undefined;
    });
  }

  /**
   * The children of a ChildList or single component-id property (reactive): static ids in this
   * scope, or one per template item in the item's scope. ChildRefs are stable per key and the
   * array changes only when the keys do.
   */
  children(prop: string): readonly ChildRef[] {
    const lists = (this.#childLists ??= new Map());
    let list = lists.get(prop);
    if (!list) {
      list = new ChildList({
        raw: () => this.definition?.[prop],
        scope: this.scope,
        absolute: (path) => absolutePath(path, this.#env),
        read: (pointer) => this.surface.dataModel.get(pointer),
        replaced: (pointer) => this.surface.forgetKept(pointer),
      });
      lists.set(prop, list);
    }
    return list.refs;
  }

  /** Releases the cached computeds. The context must not be used afterwards. */
  dispose(): void {
    this.#disposed = true;
    this.#props = undefined;
    this.#literal = undefined;
    this.#validation = undefined;
    this.#childLists = undefined;
  }

  /** True after {@link dispose}. */
  get disposed(): boolean {
    return this.#disposed;
  }

  // Only components with dynamic values need one: made on first use.
  get #env(): BindingEnv {
    return (this.#envCache ??= this.#makeEnv(false));
  }

  #makeEnv(userAction: boolean): BindingEnv {
    const scope = this.scope;
    return {surface: this.surface, componentId: this.id, scopePath: () => scope.path, userAction};
  }

  #resolveProps(): Readonly<Record<string, unknown>> {
    const definition = this.definition;
    if (!definition) return NO_PROPS;
    // Copied on the first value that resolves or coerces to something else: a definition made
    // of literals (most of them) is its own resolved props, with no copy.
    let props: Record<string, unknown> = definition;
    const bindings = this.surface.catalog.components[definition.component]?.bindings;
    for (const key in definition) {
      const value = definition[key];
      if (!isResolvable(key, value) || bindings?.[key] == 'literal') continue;
      const resolved = resolveProperty(value, this.#env);
      if (resolved === value) continue;
      if (props === definition) props = {...definition};
      props[key] = resolved;
    }
    if (bindings) {
      for (const [segments, type] of bindingPatterns(bindings)) {
        props = coerceAt(props, segments, 0, type) as Record<string, unknown>;
      }
    }
    return props;
  }

  #validate(): Validation {
    const definition = this.definition;
    const checks = definition?.['checks'];
    if (!Array.isArray(checks) || checks.length === 0) return VALID;
    const messages: string[] = [];
    for (const rule of checks) {
      if (!isRecord(rule)) continue;
      // The schema's CheckRule is {condition, message}; the prose also shows {call, args, message}.
      const condition =
        'condition' in rule
          ? rule['condition']
          : isFunctionCall(stripMessage(rule))
            ? stripMessage(rule)
            : true;
      if (!coerceBoolean(resolveValue(condition, this.#env))) {
        const message = rule['message'];
        const words = uiTextFor(this.surface.locale);
        // No message (or an empty one): the elements' own words. A limit on how many items a
        // list value holds (a ChoicePicker's selections, as v0.8's maxAllowedSelections is read)
        // has its own, said here so that the element, custom elements and core readers all say
        // the same.
        const listValue =
          this.surface.catalog.components[definition!.component]?.bindings?.['value'] ==
          'stringList';
        const max = listValue && lengthLimit(rule, definition!['value']);
        messages.push(
          typeof message == 'string' && message
            ? message
            : max
              ? words.maxSelections(max)
              : words.checkFailed,
        );
      }
    }
    if (messages.length === 0) return VALID;
    return {valid: false, message: messages[0], messages};
  }
}

/** Whether `resolveProps` resolves this property: an object (a binding, a call, or a value that
 * may hold them) other than the ones kept as written. */
function isResolvable(key: string, value: unknown): boolean {
  if (value === null || typeof value !== 'object' || UNRESOLVED_PROPS.has(key)) return false;
  return !isAction(value) && !isTemplate(value);
}

function hasResolvable(definition: Readonly<Record<string, unknown>>): boolean {
  for (const key in definition) if (isResolvable(key, definition[key])) return true;
  return false;
}

/** A catalog entry's binding patterns split into segments, once per entry. */
const bindingPatterns = memoPerObject(
  (bindings: Readonly<Record<string, BindingType>>): Array<[string[], BindingType]> =>
    Object.entries(bindings).map(([pattern, type]) => [pattern.split('/'), type]),
);

function stripMessage(rule: Record<string, unknown>): Record<string, unknown> {
  const {message: _message, ...rest} = rule;
  return rest;
}

/**
 * Coerces the value(s) a binding pattern addresses, copying containers on the way (resolved
 * props may share objects with the definition, which must never change).
 */
function coerceAt(
  value: unknown,
  segments: readonly string[],
  index: number,
  type: BindingType,
): unknown {
  if (index === segments.length) return coerce(value, type);
  const segment = segments[index]!;
  if (segment === '*') {
    if (!Array.isArray(value)) return value;
    let changed = false;
    const items = value.map((item) => {
      const coerced = coerceAt(item, segments, index + 1, type);
      if (coerced !== item) changed = true;
      return coerced;
    });
    return changed ? items : value;
  }
  if (!isRecord(value) || !Object.hasOwn(value, segment)) return value;
  const coerced = coerceAt(value[segment], segments, index + 1, type);
  return Object.is(coerced, value[segment]) ? value : {...value, [segment]: coerced};
}
