// Mirrors the reference snippets of docs/custom-components.md line for line (checked by
// test/node/docs-custom-components.test.ts) and runs them. The walk-through project of the
// page is built and driven by test/e2e/custom-components-doc.test.ts.
import {expect, fixture, html as testHtml} from '@open-wc/testing';
import {css, html} from 'lit';
import * as z from 'zod/mini';
import {A2uiElement, defineComponent, type PropsOf} from '../../src/index.js';
import {basicCatalog, defineCatalog, defineFunction} from '../../src/index.js';
import {MessageProcessor} from '../../src/index.js';
import {bindElement, type BindableElement, type ElementBinding} from '../../src/binder.js';
import '../../src/inline-catalogs.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {ErrorBody} from '../../src/state/errors.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';

export class NameInput extends A2uiElement<PropsOf<typeof NameInput.api>> {
  static api = defineComponent({
    name: 'NameInput',
    tag: 'my-name-input',
    props: (t) => ({
      label: t.dynamicString,
      value: t.dynamicString,
      checks: z.optional(z.array(t.checkRule)),
    }),
  });

  /** Set once the user typed: an empty field's message waits until then, as the basic ones do. */
  #touched = false;

  protected override render(): unknown {
    const {label, value, setValue, isValid, validationMessages} = this.props;
    const invalid = !isValid && (this.#touched || Boolean(value));
    return html`<label>
        ${label}
        <input
          .value=${value ?? ''}
          aria-invalid=${String(invalid)}
          @input=${(event: Event) => {
            this.#touched = true;
            setValue?.((event.target as HTMLInputElement).value);
            this.requestUpdate();
          }}
        />
      </label>
      <div role="alert">${invalid ? validationMessages.join(' ') : ''}</div>`;
  }
}

export class CardGrid extends A2uiElement<PropsOf<typeof CardGrid.api>> {
  static api = defineComponent({
    name: 'CardGrid',
    tag: 'my-card-grid',
    props: (t) => ({title: z.optional(t.dynamicString), children: t.childList}),
  });

  static override styles = css`
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
      gap: 12px;
    }
  `;

  protected override render(): unknown {
    return html`<h2>${this.props.title}</h2>
      <div class="grid">${this.renderChildren('children')}</div>`;
  }
}

export class Callout extends A2uiElement<PropsOf<typeof Callout.api>> {
  static api = defineComponent({
    name: 'Callout',
    tag: 'my-callout',
    props: (t) => ({text: t.dynamicString}),
  });

  static override styles = css`
    :host {
      display: block;
      border-left: 4px solid #e0a000;
    }
    p {
      margin: 0;
      padding: 8px 12px;
    }
  `;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): unknown {
    return html`<p>${this.props.text}</p>`;
  }
}

export class LikeButton extends HTMLElement implements BindableElement {
  static api = defineComponent({
    name: 'LikeButton',
    tag: 'my-like-button',
    props: (t) => ({likes: t.dynamicNumber, action: t.action}),
  });

  node?: BindableElement['node'];
  #binding?: ElementBinding;
  #button = document.createElement('button');

  connectedCallback(): void {
    this.append(this.#button);
    this.#binding = bindElement<PropsOf<typeof LikeButton.api>>(this, (props) => {
      this.#button.textContent = `♥ ${props.likes}`;
      this.#button.onclick = () => props.action?.();
    });
  }

  disconnectedCallback(): void {
    this.#binding?.dispose();
  }
}

const isWorkEmail = defineFunction({
  name: 'isWorkEmail',
  returnType: 'boolean',
  args: z.object({value: z.string()}),
  impl: ({value}) => value.endsWith('@example.com'),
});

const compactNumber = defineFunction({
  name: 'compactNumber',
  returnType: 'string',
  args: z.object({value: z.number()}),
  impl: ({value}) => new Intl.NumberFormat('en', {notation: 'compact'}).format(value),
});

const docCatalog = defineCatalog({
  id: 'https://example.com/catalogs/doc.json',
  extends: basicCatalog,
  components: [NameInput, CardGrid, Callout, LikeButton],
  functions: [isWorkEmail, compactNumber],
});

const processor = new MessageProcessor({catalogs: [docCatalog]});

const components = [
  {
    id: 'email',
    component: 'NameInput',
    label: 'Work email',
    value: {path: '/email'},
    checks: [
      {
        condition: {call: 'isWorkEmail', args: {value: {path: '/email'}}},
        message: 'Use your @example.com address.',
      },
    ],
  },
  {
    id: 'summary',
    component: 'Text',
    text: {
      call: 'formatString',
      args: {value: 'Revenue: ${compactNumber(value:${/revenue})}'},
    },
  },
];

const capabilities = processor.clientCapabilities({inlineCatalogs: true});
// {'v0.9': {supportedCatalogIds: [...], inlineCatalogs: [{catalogId, components, functions, theme}]}}

let count = 0;
async function mount(list: object[], data: object) {
  const surfaceId = `doc-${++count}`;
  const errors: ErrorBody[] = [];
  const actions: {name: string}[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  processor.addEventListener('action', (e) => actions.push(e.detail));
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId, catalogId: docCatalog.id}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: data}},
    {version: 'v0.9', updateComponents: {surfaceId, components: list}},
  ]);
  const el = await fixture<A2uiSurface>(
    testHtml`<a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface>`,
  );
  await settle();
  const find = (selector: string) => deepQuery<HTMLElement>(el, selector)!;
  return {find, errors, actions, surface: processor.getSurface(surfaceId)!};
}

describe('docs/custom-components.md reference snippets', () => {
  it('NameInput writes its value and shows the custom check, with no error', async () => {
    const {find, errors, surface} = await mount(
      [{id: 'root', component: 'Column', children: ['email', 'summary']}, ...components],
      {email: 'ada@elsewhere.org', revenue: 12400},
    );
    const input = find('[data-a2ui-id="email"]').shadowRoot!.querySelector('input')!;
    const alert = find('[data-a2ui-id="email"]').shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.equal('Use your @example.com address.');
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input'));
    await settle();
    expect(surface.dataModel.get('/email')).to.equal('ada@example.com');
    expect(alert.textContent).to.equal('');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(errors).to.deep.equal([]);
  });

  it('NameInput keeps the message of an empty field until the user types', async () => {
    const {find} = await mount(
      [{id: 'root', component: 'Column', children: ['email']}, components[0]!],
      {email: ''},
    );
    const input = find('[data-a2ui-id="email"]').shadowRoot!.querySelector('input')!;
    const alert = find('[data-a2ui-id="email"]').shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.equal('');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    input.value = 'ada';
    input.dispatchEvent(new Event('input'));
    await settle();
    expect(alert.textContent).to.equal('Use your @example.com address.');
    input.value = '';
    input.dispatchEvent(new Event('input'));
    await settle();
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('isWorkEmail: a literal argument of the wrong type rejects the component', async () => {
    const condition = {call: 'isWorkEmail', args: {value: 42}};
    const email = {...components[0]!, checks: [{condition, message: 'Use your address.'}]};
    const {errors} = await mount([email, {id: 'root', component: 'Column', children: []}], {});
    expect(errors.map((e) => `${e.code} ${e.path} ${e.message}`)).to.deep.equal([
      'VALIDATION_FAILED /components/0/checks/0/condition/args/value Component "email": Expected string, received number',
    ]);
  });

  it('isWorkEmail: a bound argument of the wrong type is reported when the call runs', async () => {
    const {errors} = await mount(
      [{id: 'root', component: 'Column', children: ['email']}, components[0]!],
      {email: 42},
    );
    expect(errors.map((e) => `${e.code} ${e.message}`)).to.deep.equal([
      'INVALID_FUNCTION_CALL Component "email": isWorkEmail: invalid argument "value": Expected string, received number',
    ]);
  });

  it('formatString calls the custom function', async () => {
    const {find} = await mount([{...components[1]!, id: 'root'}], {revenue: 12400});
    expect(find('[data-a2ui-id="root"]').shadowRoot!.textContent!.trim()).to.equal('Revenue: 12K');
  });

  it('CardGrid renders its children in a grid', async () => {
    const {find} = await mount(
      [
        {id: 'root', component: 'CardGrid', title: 'Cards', children: ['a', 'b']},
        {id: 'a', component: 'Callout', text: 'A'},
        {id: 'b', component: 'LikeButton', likes: 3, action: {event: {name: 'like'}}},
      ],
      {},
    );
    const grid = find('[data-a2ui-id="root"]').shadowRoot!.querySelector('.grid')!;
    expect(getComputedStyle(grid).display).to.equal('grid');
    expect(grid.querySelectorAll('[data-a2ui-id]')).to.have.length(2);
  });

  it('Callout renders in the light DOM with its styles scoped to it', async () => {
    const {find} = await mount([{id: 'root', component: 'Callout', text: 'Note'}], {});
    const callout = find('[data-a2ui-id="root"]');
    expect(callout.shadowRoot).to.equal(null);
    expect(getComputedStyle(callout).borderLeftColor).to.equal('rgb(224, 160, 0)');
    expect(getComputedStyle(callout.querySelector('p')!).paddingTop).to.equal('8px');
  });

  it('LikeButton (no Lit) shows bound data and sends its action', async () => {
    const {find, actions, surface} = await mount(
      [
        {
          id: 'root',
          component: 'LikeButton',
          likes: {path: '/likes'},
          action: {event: {name: 'like'}},
        },
      ],
      {likes: '7'},
    );
    const button = find('[data-a2ui-id="root"]').querySelector('button')!;
    expect(button.textContent).to.equal('♥ 7');
    surface.dataModel.set('/likes', 8);
    await settle();
    expect(button.textContent).to.equal('♥ 8');
    button.click();
    expect(actions.map((a) => a.name)).to.deep.equal(['like']);
  });

  it('clientCapabilities describes the catalog inline', () => {
    const inline = capabilities['v0.9'].inlineCatalogs as {catalogId: string; components: object}[];
    expect(inline.map((c) => c.catalogId)).to.deep.equal([docCatalog.id]);
    expect(Object.keys(inline[0]!.components)).to.include.members(['NameInput', 'LikeButton']);
  });
});
