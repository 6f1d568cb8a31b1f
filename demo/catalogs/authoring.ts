// A custom catalog written with the authoring API of docs/custom-components.md: each component
// declares its `api` once (defineComponent), the catalog extends the basic one (defineCatalog).
// Three routes: a Lit container (shadow DOM), a Lit two-way input (light DOM, scoped styles) and
// a plain HTMLElement with an action (bindElement, no Lit). Two functions: wordCount, maxWords.
import {css, html, nothing} from 'lit';
import * as z from 'zod/mini';
import {
  A2uiElement,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type FunctionDefinition,
  type PropsOf,
} from '../../src/index.js';
import {bindElement, type BindableElement, type ElementBinding} from '../../src/binder.js';

/**
 * @summary TaskGroup: a titled group of child components (ids or a template).
 * @csspart title - The heading.
 * @cssprop --task-group-accent - Colour of the left border.
 */
export class TaskGroup extends A2uiElement<PropsOf<typeof TaskGroup.api>> {
  static api = defineComponent({
    name: 'TaskGroup',
    tag: 'authoring-task-group',
    description: 'A titled group of components.',
    props: (t) => ({title: t.dynamicString, children: t.childList}),
  });

  static override styles = css`
    :host {
      display: block;
      padding: var(--a2ui-spacing-m, 8px) var(--a2ui-spacing-l, 16px);
      border-left: 4px solid var(--task-group-accent, var(--a2ui-color-primary, #1a62d6));
      background: var(--a2ui-color-surface, transparent);
    }
    [part='title'] {
      margin: 0 0 var(--a2ui-spacing-s, 4px);
      font-size: 1.1em;
    }
    .items {
      display: flex;
      flex-direction: column;
      gap: var(--a2ui-spacing-m, 8px);
    }
  `;

  protected override render(): unknown {
    return html`<h3 part="title">${this.props.title}</h3>
      <div class="items">${this.renderChildren('children')}</div>`;
  }
}

/**
 * @summary NoteInput: a multi-line note, two-way bound, showing its failing checks. Renders in
 * the light DOM so page styles reach it; its own styles stay scoped to it.
 */
export class NoteInput extends A2uiElement<PropsOf<typeof NoteInput.api>> {
  static api = defineComponent({
    name: 'NoteInput',
    tag: 'authoring-note-input',
    description: 'A multi-line text input bound to the data model.',
    props: (t) => ({
      label: t.dynamicString,
      value: t.dynamicString,
      checks: z.optional(z.array(t.checkRule)),
    }),
  });

  static override styles = css`
    :host {
      display: grid;
      gap: 4px;
    }
    textarea {
      font: inherit;
      min-height: 4em;
      padding: 6px;
      border-radius: 6px;
      border: 1px solid var(--a2ui-color-border, #888);
      background: var(--a2ui-color-input, #fff);
      color: var(--a2ui-color-on-input, inherit);
    }
    textarea[aria-invalid='true'] {
      border-color: var(--a2ui-color-error, #b3261e);
    }
    .error {
      color: var(--a2ui-color-error, #b3261e);
      font-size: 0.9em;
    }
  `;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): unknown {
    const {label = '', value = '', setValue, isValid, validationMessages} = this.props;
    const id = `note-${this.node?.id ?? ''}`;
    return html`<label for=${id}>${label}</label>
      <textarea
        id=${id}
        .value=${value}
        aria-invalid=${String(!isValid)}
        aria-describedby=${isValid ? nothing : `${id}-error`}
        @input=${(event: Event) => setValue?.((event.target as HTMLTextAreaElement).value)}
      ></textarea>
      ${
        isValid
          ? nothing
          : html`<span class="error" id="${id}-error">${validationMessages[0]}</span>`
      }`;
  }
}

/** @summary VoteButton: a plain custom element (no Lit) that performs its `action`. */
export class VoteButton extends HTMLElement implements BindableElement {
  static api = defineComponent({
    name: 'VoteButton',
    tag: 'authoring-vote-button',
    description: 'A thumbs-up button with a count that sends its action.',
    props: (t) => ({label: t.dynamicString, count: z.optional(t.dynamicNumber), action: t.action}),
  });

  node?: BindableElement['node'];
  #binding?: ElementBinding;
  readonly #button = document.createElement('button');

  connectedCallback(): void {
    this.#button.style.font = 'inherit';
    this.append(this.#button);
    this.#binding = bindElement<{label: string; count: number; action: () => boolean}>(
      this,
      (props) => {
        this.#button.textContent = `👍 ${props.label ?? ''} (${props.count ?? 0})`;
        this.#button.onclick = () => props.action?.();
      },
    );
  }

  disconnectedCallback(): void {
    this.#binding?.dispose();
  }
}

const words = (text: unknown) => String(text ?? '').match(/\S+/g)?.length ?? 0;

/** `wordCount(text)`: how many words a text has. */
const wordCount: FunctionDefinition = {
  name: 'wordCount',
  returnType: 'number',
  description: 'The number of words of a text.',
  args: z.object({text: z.unknown()}),
  impl: ({text}) => words(text),
};

/** `maxWords(text, max)`: whether a text has at most `max` words. */
const maxWords: FunctionDefinition = {
  name: 'maxWords',
  returnType: 'boolean',
  description: 'True when the text has at most max words.',
  args: z.object({text: z.unknown(), max: z.unknown()}),
  impl: ({text, max}) => words(text) <= Number(max),
};

/** The gallery's authoring-API catalog. */
export const catalog = defineCatalog({
  id: 'https://a2ui-elements.dev/catalogs/authoring.json',
  extends: basicCatalog,
  components: [TaskGroup, NoteInput, VoteButton],
  functions: [wordCount, maxWords],
});
