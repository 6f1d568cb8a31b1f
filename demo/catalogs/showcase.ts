// A custom catalog for the gallery: the basic catalog plus three components written once on the
// A2uiElement base (a container with children, a two-way input, an action) and two functions.
import {css, html} from 'lit';
import * as z from 'zod/mini';
import {
  A2uiElement,
  baseStyles,
  basicCatalog,
  type Catalog,
  type FunctionDefinition,
} from '../../src/index.js';

const dynamicString = z.union([
  z.string(),
  z.strictObject({path: z.string()}),
  z.looseObject({call: z.string()}),
]);
const dynamicNumber = z.union([
  z.number(),
  z.strictObject({path: z.string()}),
  z.looseObject({call: z.string()}),
]);
const common = {id: z.string(), weight: z.optional(z.number())};

/**
 * @summary Panel: a titled container whose children come from a ChildList (ids or a template).
 * @csspart header - The title bar.
 * @cssprop --panel-accent - Colour of the title bar (default by `tone`).
 */
export class ShowcasePanel extends A2uiElement<{title: string; tone: string}> {
  static override styles = css`
    :host {
      display: block;
      border: 1px solid var(--a2ui-color-divider, #ccc);
      border-radius: var(--a2ui-border-radius, 8px);
      overflow: hidden;
      background: var(--a2ui-color-surface, #fff);
      color: var(--a2ui-color-on-surface, inherit);
    }
    [part='header'] {
      padding: var(--a2ui-spacing-s, 4px) var(--a2ui-spacing-m, 8px);
      font-weight: 600;
      color: #fff;
      background: var(--panel-accent, var(--a2ui-color-primary, #1a62d6));
    }
    :host([tone='warning']) [part='header'] {
      background: var(--panel-accent, #b26a00);
    }
    :host([tone='success']) [part='header'] {
      background: var(--panel-accent, #2e7d32);
    }
    .body {
      display: flex;
      flex-direction: column;
      gap: var(--a2ui-spacing-m, 8px);
      padding: var(--a2ui-spacing-m, 8px);
    }
  `;

  protected override render(): unknown {
    this.setAttribute('tone', this.props.tone ?? 'info');
    return html`<div part="header">${this.props.title ?? ''}</div>
      <div class="body">${this.renderChildren('children')}</div>`;
  }
}

/**
 * @summary Stepper: a number with − and + buttons, two-way bound to the data model.
 * @csspart value - The number.
 */
export class ShowcaseStepper extends A2uiElement<{
  label: string;
  value: number;
  min: number;
  max: number;
}> {
  static override styles = css`
    :host {
      display: flex;
      align-items: center;
      gap: var(--a2ui-spacing-m, 8px);
    }
    button {
      width: 2rem;
      height: 2rem;
      font: inherit;
      border-radius: 50%;
      border: 1px solid var(--a2ui-color-border, #888);
      background: var(--a2ui-color-input, #fff);
      color: var(--a2ui-color-on-input, inherit);
      cursor: pointer;
    }
    [part='value'] {
      min-width: 2ch;
      text-align: center;
      font-weight: 600;
    }
  `;

  #step(delta: number): void {
    const {value = 0, min = -Infinity, max = Infinity} = this.props;
    this.set('value', Math.min(max, Math.max(min, Number(value) + delta)));
  }

  protected override render(): unknown {
    const {label = '', value = 0} = this.props;
    return html`<span>${label}</span>
      <button aria-label="Decrease ${label}" @click=${() => this.#step(-1)}>−</button>
      <output part="value" aria-live="polite">${value}</output>
      <button aria-label="Increase ${label}" @click=${() => this.#step(1)}>+</button>`;
  }
}

/**
 * @summary ActionChip: a pill-shaped button that performs its `action`.
 * @event {CustomEvent<ActionBody>} a2uiaction - The chip was clicked.
 * @csspart chip - The button.
 */
export class ShowcaseActionChip extends A2uiElement<{label: string}> {
  // baseStyles brings --_link: the primary colour lightened in dark schemes, readable on both.
  static override styles = [
    baseStyles,
    css`
      [part='chip'] {
        padding: 4px 14px;
        font: inherit;
        border-radius: 999px;
        border: 1px solid var(--_link);
        color: var(--_link);
        background: transparent;
        cursor: pointer;
      }
    `,
  ];

  protected override render(): unknown {
    return html`<button part="chip" @click=${() => this.act()}>${this.props.label ?? ''}</button>`;
  }
}

/** `percent(value, total)`: value as a whole percentage of total ("42%"); "–" for no total. */
const percent: FunctionDefinition = {
  name: 'percent',
  returnType: 'string',
  description: 'value / total as a rounded percentage, e.g. "42%".',
  args: z.object({value: z.unknown(), total: z.unknown()}),
  impl: ({value, total}) => {
    const ratio = Number(value) / Number(total);
    return Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : '–';
  },
};

/** `initials(name)`: the initials of a name ("Ada Lovelace" → "AL"). */
const initials: FunctionDefinition = {
  name: 'initials',
  returnType: 'string',
  description: 'Upper-case initials of the words of a name.',
  args: z.object({name: z.unknown()}),
  impl: ({name}) =>
    String(name ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase())
      .join(''),
};

/** The gallery's showcase catalog. */
export const catalog: Catalog = {
  ...basicCatalog,
  id: 'https://a2ui-elements.dev/catalogs/gallery-showcase.json',
  aliases: [],
  components: {
    ...basicCatalog.components,
    Panel: {
      name: 'Panel',
      tag: 'showcase-panel',
      element: ShowcasePanel,
      schema: z.strictObject({
        ...common,
        component: z.literal('Panel'),
        title: dynamicString,
        tone: z.optional(z.enum(['info', 'warning', 'success'])),
        children: z.union([
          z.array(z.string()),
          z.strictObject({componentId: z.string(), path: z.string()}),
        ]),
      }),
    },
    Stepper: {
      name: 'Stepper',
      tag: 'showcase-stepper',
      element: ShowcaseStepper,
      bindings: {value: 'number'},
      schema: z.strictObject({
        ...common,
        component: z.literal('Stepper'),
        label: z.optional(dynamicString),
        value: dynamicNumber,
        min: z.optional(z.number()),
        max: z.optional(z.number()),
      }),
    },
    ActionChip: {
      name: 'ActionChip',
      tag: 'showcase-action-chip',
      element: ShowcaseActionChip,
      schema: z.strictObject({
        ...common,
        component: z.literal('ActionChip'),
        label: dynamicString,
        action: z.looseObject({}),
      }),
    },
  },
  functions: {...basicCatalog.functions, percent, initials},
};
