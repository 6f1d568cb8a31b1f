import {expect, fixture, html as testHtml} from '@open-wc/testing';
import {css, html} from 'lit';
import * as z from 'zod/mini';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {basicCatalog} from '../../src/catalog/basic-catalog.js';
import {defineCatalog, defineComponent} from '../../src/catalog/define-catalog.js';
import type {PropsOf} from '../../src/catalog/props-type.js';
import type {ChildRef} from '../../src/binding/child-list.js';
import {defineFunction} from '../../src/functions/define-function.js';
import type {FunctionDefinition} from '../../src/functions/types.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {
  bindElement,
  type BindableElement,
  type ElementBinding,
} from '../../src/surface/element-binder.js';
import '../../src/surface/a2ui-surface.js';

/** A container: a titled box whose children come from a ChildList. */
class TestBox extends A2uiElement<{title: string}> {
  static api = defineComponent({
    name: 'TestBox',
    tag: 'test-box',
    props: (t) => ({title: t.dynamicString, children: t.childList}),
  });
  static override styles = css`
    h3 {
      color: rgb(0, 128, 0);
    }
  `;
  protected override render(): unknown {
    return html`<h3>${this.props.title}</h3>
      <div class="kids">${this.renderChildren('children')}</div>`;
  }
}

/** A two-way input with checks. */
class TestInput extends A2uiElement<PropsOf<typeof TestInput.api>> {
  static api = defineComponent({
    name: 'TestInput',
    tag: 'test-input',
    props: (t) => ({
      label: t.dynamicString,
      value: t.dynamicString,
      checks: z.optional(z.array(t.checkRule)),
    }),
  });
  protected override render(): unknown {
    const props = this.props;
    return html`<label
        >${props.label}<input
          .value=${props.value ?? ''}
          aria-invalid=${String(!props.isValid)}
          @input=${(e: Event) => props.setValue?.((e.target as HTMLInputElement).value)}
      /></label>
      <p class="error">${props.validationMessages.join(' ')}</p>`;
  }
}

/** A component whose `action` prop arrives as a function. */
class TestAction extends A2uiElement<PropsOf<typeof TestAction.api>> {
  static api = defineComponent({
    name: 'TestAction',
    tag: 'test-action',
    props: (t) => ({label: t.dynamicString, action: z.optional(t.action)}),
  });
  protected override render(): unknown {
    return html`<button @click=${() => this.props.action?.()}>${this.props.label}</button>`;
  }
}

/** Light DOM opt-in: page styles reach it, its own styles stay scoped to it. */
class TestLight extends A2uiElement<PropsOf<typeof TestLight.api>> {
  static api = defineComponent({
    name: 'TestLight',
    tag: 'test-light',
    props: (t) => ({text: t.dynamicString, child: z.optional(t.componentId)}),
  });
  static override styles = css`
    :host {
      display: block;
      border-left: 3px solid rgb(255, 0, 0);
    }
    :host([data-tone='warn']) p {
      font-weight: 700;
    }
    p {
      color: rgb(0, 0, 255);
    }
  `;
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
  protected override render(): unknown {
    return html`<p class="own">${this.props.text}</p>
      ${this.renderChild(this.props.child)}`;
  }
}

/** The plain HTMLElement route: no Lit, a binder. */
class TestPlain extends HTMLElement implements BindableElement {
  static api = defineComponent({
    name: 'TestPlain',
    tag: 'test-plain',
    props: (t) => ({
      text: t.dynamicString,
      count: z.optional(t.dynamicNumber),
      action: z.optional(t.action),
      children: z.optional(t.childList),
    }),
  });
  node?: BindableElement['node'];
  renders = 0;
  binding?: ElementBinding;
  readonly #text = document.createElement('span');
  readonly #button = document.createElement('button');
  readonly #kids = document.createElement('div');

  connectedCallback(): void {
    this.append(this.#text, this.#button, this.#kids);
    this.binding = bindElement<PropsOf<typeof TestPlain.api>>(this, (props, binding) => {
      this.renders++;
      this.#text.textContent = `${props.text} (${props.count ?? 0})`;
      this.#button.textContent = 'Go';
      this.#button.onclick = () => props.action?.();
      this.#button.onkeydown = () => props.setCount?.((props.count ?? 0) + 1);
      binding.renderChildren('children', this.#kids);
    });
  }

  disconnectedCallback(): void {
    this.binding?.dispose();
  }
}

/** A plain element ordering its template rows by the number each row's data holds, highest
 * first (`renderChildren` with `order`). */
class TestRanked extends HTMLElement implements BindableElement {
  static api = defineComponent({
    name: 'TestRanked',
    tag: 'test-ranked',
    props: (t) => ({rows: t.childList}),
  });
  node?: BindableElement['node'];
  renders = 0;
  binding?: ElementBinding;

  connectedCallback(): void {
    const data = this.node?.surface.dataModel;
    const rank = (refs: readonly ChildRef[]) =>
      [...refs].sort(
        (a, b) => Number(data?.get(`${b.scope.path}/n`)) - Number(data?.get(`${a.scope.path}/n`)),
      );
    this.binding = bindElement(this, (_props, binding) => {
      this.renders++;
      binding.renderChildren('rows', this, rank);
    });
  }

  disconnectedCallback(): void {
    this.binding?.dispose();
  }
}

const doubled: unknown[] = [];
const double = defineFunction({
  name: 'double',
  returnType: 'number',
  args: z.strictObject({value: z.number(), label: z.optional(z.string())}),
  impl: ({value}) => {
    doubled.push(value);
    return value * 2;
  },
});

const shout: FunctionDefinition = {
  name: 'shout',
  returnType: 'string',
  args: z.object({text: z.unknown()}),
  impl: ({text}) => String(text ?? '').toUpperCase(),
};
const notEmpty: FunctionDefinition = {
  name: 'notEmpty',
  returnType: 'boolean',
  args: z.object({value: z.unknown()}),
  impl: ({value}) => typeof value === 'string' && value.trim() !== '',
};

const catalog = defineCatalog({
  id: 'https://example.com/catalogs/custom-test.json',
  extends: basicCatalog,
  components: [TestBox, TestInput, TestAction, TestLight, TestPlain, TestRanked],
  functions: [shout, notEmpty, double],
});

async function mount(components: object[], data: object = {}) {
  const processor = new MessageProcessor({catalogs: [catalog]});
  const errors: ErrorBody[] = [];
  const actions: unknown[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  processor.addEventListener('action', (e) => actions.push(e.detail));
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: catalog.id}},
    {version: 'v0.9', updateDataModel: {surfaceId: 's', value: data}},
    {version: 'v0.9', updateComponents: {surfaceId: 's', components}},
  ]);
  const el = await fixture<A2uiSurface>(
    testHtml`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  await settle();
  const surface = processor.getSurface('s')!;
  const find = <T extends Element = HTMLElement>(selector: string) => deepQuery<T>(el, selector)!;
  return {el, processor, surface, errors, actions, find};
}

describe('custom components (A2uiElement with api)', () => {
  it('renders a container with its children in each template item scope', async () => {
    const {find, errors} = await mount(
      [
        {
          id: 'root',
          component: 'TestBox',
          title: {path: '/title'},
          children: {componentId: 'item', path: '/items'},
        },
        {id: 'item', component: 'Text', text: {path: 'name'}},
      ],
      {title: 'Team', items: [{name: 'Ada'}, {name: 'Grace'}]},
    );
    const box = find('[data-a2ui-id="root"]');
    expect(box.shadowRoot!.querySelector('h3')!.textContent).to.equal('Team');
    const texts = [...box.shadowRoot!.querySelectorAll('[data-a2ui-id="item"]')];
    expect(texts.map((t) => t.shadowRoot!.textContent!.trim())).to.deep.equal(['Ada', 'Grace']);
    expect(errors).to.deep.equal([]);
  });

  it('gives a setter that writes a bound property to the data model', async () => {
    const {find, surface} = await mount([
      {id: 'root', component: 'TestInput', label: 'Name', value: {path: '/name'}},
    ]);
    const input = find('[data-a2ui-id="root"]').shadowRoot!.querySelector('input')!;
    input.value = 'Ada';
    input.dispatchEvent(new Event('input'));
    expect(surface.dataModel.get('/name')).to.equal('Ada');
  });

  it('reports checks as isValid and validationMessages, with custom functions in them', async () => {
    const {find, surface} = await mount([
      {
        id: 'root',
        component: 'TestInput',
        label: 'Name',
        value: {path: '/name'},
        checks: [
          {
            condition: {call: 'notEmpty', args: {value: {path: '/name'}}, returnType: 'boolean'},
            message: 'Name is required',
          },
        ],
      },
    ]);
    const root = find('[data-a2ui-id="root"]').shadowRoot!;
    expect(root.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
    expect(root.querySelector('.error')!.textContent).to.equal('Name is required');
    surface.dataModel.set('/name', 'Ada');
    await settle();
    expect(root.querySelector('input')!.getAttribute('aria-invalid')).to.equal('false');
    expect(root.querySelector('.error')!.textContent).to.equal('');
  });

  it('turns an action property into a function that sends the resolved action', async () => {
    const {find, actions} = await mount(
      [
        {
          id: 'root',
          component: 'TestAction',
          label: {
            call: 'formatString',
            args: {value: 'Save ${shout(text:${/who})}'},
            returnType: 'string',
          },
          action: {event: {name: 'save', context: {who: {path: '/who'}}}},
        },
      ],
      {who: 'ada'},
    );
    const host = find('[data-a2ui-id="root"]');
    const button = host.shadowRoot!.querySelector('button')!;
    expect(button.textContent).to.equal('Save ADA');
    let domEvent: CustomEvent | undefined;
    host.addEventListener('a2uiaction', (e) => (domEvent = e as CustomEvent));
    button.click();
    expect(domEvent?.detail.name).to.equal('save');
    expect(actions).to.have.length(1);
    expect((actions[0] as {context: object}).context).to.deep.equal({who: 'ada'});
  });

  it('keeps shadow DOM styles inside the component', async () => {
    const {find} = await mount([{id: 'root', component: 'TestBox', title: 'T', children: []}]);
    const h3 = find('[data-a2ui-id="root"]').shadowRoot!.querySelector('h3')!;
    expect(getComputedStyle(h3).color).to.equal('rgb(0, 128, 0)');
    const outside = document.createElement('h3');
    document.body.append(outside);
    expect(getComputedStyle(outside).color).to.not.equal('rgb(0, 128, 0)');
    outside.remove();
  });

  it('applies a light-DOM component styles scoped to it, not to its children or the page', async () => {
    const {find} = await mount([
      {id: 'root', component: 'TestLight', text: 'Light', child: 'inner'},
      {id: 'inner', component: 'TestLight', text: 'Inner'},
    ]);
    const host = find('[data-a2ui-id="root"]');
    expect(host.shadowRoot).to.equal(null);
    const own = host.querySelector('p.own')!;
    expect(own.textContent).to.equal('Light');
    expect(getComputedStyle(own).color).to.equal('rgb(0, 0, 255)');
    expect(getComputedStyle(host).borderLeftColor).to.equal('rgb(255, 0, 0)');
    const page = document.createElement('p');
    document.body.append(page);
    expect(getComputedStyle(page).color).to.not.equal('rgb(0, 0, 255)');
    page.remove();
  });

  it('rewrites :host(selector) in light-DOM styles to the element itself', async () => {
    const {find} = await mount([{id: 'root', component: 'TestLight', text: 'Light'}]);
    const host = find('[data-a2ui-id="root"]');
    const own = host.querySelector('p.own')!;
    expect(getComputedStyle(own).fontWeight).to.equal('400');
    host.dataset['tone'] = 'warn';
    expect(getComputedStyle(own).fontWeight).to.equal('700');
  });

  it('does not style a child component rendered inside a light-DOM component', async () => {
    const {find} = await mount([
      {id: 'root', component: 'TestLight', text: 'Light', child: 'inner'},
      {id: 'inner', component: 'TestPlain', text: 'Plain'},
    ]);
    const inner = find('[data-a2ui-id="inner"]');
    inner.append(Object.assign(document.createElement('p'), {className: 'probe'}));
    expect(getComputedStyle(inner.querySelector('p.probe')!).color).to.not.equal('rgb(0, 0, 255)');
  });
});

describe('custom components (plain HTMLElement with bindElement)', () => {
  it('renders resolved props and re-renders when bound data changes', async () => {
    const {find, surface} = await mount(
      [{id: 'root', component: 'TestPlain', text: {path: '/t'}, count: {path: '/n'}}],
      {t: 'Hello', n: '2'},
    );
    const host = find<TestPlain>('[data-a2ui-id="root"]');
    expect(host.querySelector('span')!.textContent).to.equal('Hello (2)');
    surface.dataModel.set('/t', 'Bye');
    await settle();
    expect(host.querySelector('span')!.textContent).to.equal('Bye (2)');
  });

  it('gives setters and actions', async () => {
    const {find, surface, actions} = await mount(
      [
        {
          id: 'root',
          component: 'TestPlain',
          text: 'x',
          count: {path: '/n'},
          action: {event: {name: 'go', context: {n: {path: '/n'}}}},
        },
      ],
      {n: 1},
    );
    const button = find('[data-a2ui-id="root"]').querySelector('button')!;
    button.dispatchEvent(new KeyboardEvent('keydown'));
    expect(surface.dataModel.get('/n')).to.equal(2);
    button.click();
    expect((actions[0] as {context: object}).context).to.deep.equal({n: 2});
  });

  it('renders its children', async () => {
    const {find} = await mount([
      {id: 'root', component: 'TestPlain', text: 'x', children: ['a', 'b']},
      {id: 'a', component: 'Text', text: 'A'},
      {id: 'b', component: 'Text', text: 'B'},
    ]);
    const kids = find('[data-a2ui-id="root"]').querySelectorAll('[data-a2ui-id]');
    expect([...kids].map((k) => k.getAttribute('data-a2ui-id'))).to.deep.equal(['a', 'b']);
  });

  it('orders template children as `order` says, and moves them when the data it read changes', async () => {
    const {find, surface} = await mount(
      [
        {id: 'root', component: 'TestRanked', rows: {componentId: 'row', path: '/items'}},
        {id: 'row', component: 'Text', text: {path: 'name'}},
      ],
      {
        items: [
          {name: 'one', n: 1},
          {name: 'three', n: 3},
          {name: 'two', n: 2},
        ],
      },
    );
    const host = find<TestRanked>('[data-a2ui-id="root"]');
    const names = () =>
      [...host.querySelectorAll('[data-a2ui-id="row"]')].map((row) =>
        row.shadowRoot!.textContent!.trim(),
      );
    expect(names()).to.deep.equal(['three', 'two', 'one']);
    const renders = host.renders;
    surface.dataModel.set('/items/0/n', 5);
    await settle();
    expect(names()).to.deep.equal(['one', 'three', 'two']);
    expect(host.renders).to.equal(renders);
  });

  it('stops updating once disposed', async () => {
    const {find, surface} = await mount(
      [{id: 'root', component: 'TestPlain', text: {path: '/t'}}],
      {
        t: 'a',
      },
    );
    const host = find<TestPlain>('[data-a2ui-id="root"]');
    const before = host.renders;
    host.binding!.dispose();
    surface.dataModel.set('/t', 'b');
    await settle();
    expect(host.renders).to.equal(before);
    expect(host.querySelector('span')!.textContent).to.equal('a (0)');
  });
});

describe('custom function arguments', () => {
  const text = (id: string, args: object) => ({
    id,
    component: 'Text',
    text: {call: 'double', args},
  });

  it('refuses a wrong-typed or missing literal argument when the component arrives', async () => {
    doubled.length = 0;
    const {el, errors, processor} = await mount([
      {id: 'root', component: 'Column', children: ['wrong', 'missing', 'unknown']},
      text('wrong', {value: 'ten'}),
      text('missing', {label: 'x'}),
      text('unknown', {value: 1, extra: true}),
    ]);
    const seen: ErrorBody[] = [];
    el.addEventListener('a2uierror', (e) => seen.push((e as CustomEvent<ErrorBody>).detail));
    processor.processMessages([
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 's', components: [text('late', {value: []})]},
      },
    ]);
    const reports = [...errors].map((e) => `${e.code} ${e.path} ${e.message}`);
    expect(reports).to.deep.equal([
      'VALIDATION_FAILED /components/1/text/args/value Component "wrong": Expected number, received string',
      'VALIDATION_FAILED /components/2/text/args/value Component "missing": Missing required property "value"',
      'VALIDATION_FAILED /components/3/text/args/extra Component "unknown": Unknown property "extra"',
      'VALIDATION_FAILED /components/0/text/args/value Component "late": Expected number, received array',
    ]);
    expect(seen.map((e) => e.message)).to.deep.equal([
      'Component "late": Expected number, received array',
    ]);
    expect(doubled).to.deep.equal([]);
  });

  it('leaves a bound or computed argument to the call, which checks it when it runs', async () => {
    doubled.length = 0;
    const {errors, find} = await mount(
      [
        {id: 'root', component: 'Column', children: ['bound', 'computed', 'bad']},
        text('bound', {value: {path: '/n'}, label: 'n'}),
        text('computed', {value: {call: 'double', args: {value: 2}}}),
        text('bad', {value: {path: '/word'}}),
      ],
      {n: 21, word: 'ten'},
    );
    expect(find('[data-a2ui-id="bound"]').shadowRoot!.textContent!.trim()).to.equal('42');
    expect(find('[data-a2ui-id="computed"]').shadowRoot!.textContent!.trim()).to.equal('8');
    expect(doubled).to.have.members([21, 2, 4]);
    expect(errors.map((e) => `${e.code} ${e.message}`)).to.deep.equal([
      'INVALID_FUNCTION_CALL Component "bad": double: invalid argument "value": Expected number, received string',
    ]);
  });
});

describe('unknown component types in a custom catalog', () => {
  it('shows an accessible placeholder and reports each component once', async () => {
    const alone = defineCatalog({id: 'x:alone', components: [TestBox]});
    const processor = new MessageProcessor({catalogs: [alone]});
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail));
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'u', catalogId: 'x:alone'}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'u',
          components: [
            {id: 'root', component: 'TestBox', title: 'T', children: ['a', 'b']},
            {id: 'a', component: 'Text', text: 'A'},
            {id: 'b', component: 'Text', text: 'B'},
          ],
        },
      },
    ]);
    const el = await fixture<A2uiSurface>(
      testHtml`<a2ui-surface surface-id="u" .processor=${processor}></a2ui-surface>`,
    );
    await settle();
    const notes = deepQuery(el, '[data-a2ui-unknown="Text"]');
    expect(notes?.getAttribute('role')).to.equal('note');
    expect(errors.filter((e) => e.code === 'UNKNOWN_COMPONENT')).to.have.length(2);
  });
});
