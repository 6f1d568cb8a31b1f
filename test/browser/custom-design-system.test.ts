// Components a design system has, written from docs/custom-components.md as a new developer
// would, each driven by an agent's messages on a real surface: a Rating input (two-way number,
// checks, keyboard, an action on change), a sortable DataTable over a data-model list with a bound
// selection, a SortedTable whose rows are child components of a template, and a BarChart without
// Lit (bindElement) given bound values and function calls, plus a custom function, the catalog
// described to the agent, and what goes wrong (a render that throws, a described property).
import {expect, fixture, html as testHtml} from '@open-wc/testing';
import {css, html, nothing} from 'lit';
import * as z from 'zod/mini';
import {
  A2uiElement,
  MessageProcessor,
  basicCatalog,
  defineCatalog,
  defineComponent,
  type ChildRef,
  type FunctionDefinition,
  type PropsOf,
} from '../../src/index.js';
import {bindElement, type BindableElement, type ElementBinding} from '../../src/binder.js';
import {inlineCatalog} from '../../src/inline-catalogs.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';

/** A 1..max star rating: a two-way bound number, keyboard operable as a WAI-ARIA slider. */
class Rating extends A2uiElement<PropsOf<typeof Rating.api>> {
  static api = defineComponent({
    name: 'Rating',
    tag: 'ds-rating',
    description: 'A star rating from 1 to max (default 5) the user picks.',
    props: (t) => ({
      label: t.dynamicString,
      value: t.dynamicNumber.check(
        z.describe('The stars given; bind it to read what the user picks.'),
      ),
      max: z.optional(z.number().check(z.describe('How many stars (default 5).'))),
      checks: z.optional(z.array(t.checkRule)),
      action: z.optional(t.action),
    }),
  });

  static override styles = css`
    .stars {
      display: inline-flex;
      gap: 2px;
    }
    .star {
      cursor: pointer;
    }
    .star[data-on] {
      color: #e0a000;
    }
  `;

  #touched = false;

  #pick(next: number): void {
    const {value, max = 5, setValue, action} = this.props;
    const clamped = Math.min(Math.max(next, 1), max);
    if (clamped === value) return;
    this.#touched = true;
    if (!setValue?.(clamped)) this.keep('value', clamped);
    action?.();
  }

  #onKey = (event: KeyboardEvent): void => {
    const {value = 0, max = 5} = this.props;
    const rtl = getComputedStyle(this).direction === 'rtl';
    const steps: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      ArrowRight: rtl ? value - 1 : value + 1,
      ArrowLeft: rtl ? value + 1 : value - 1,
      Home: 1,
      End: max,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.#pick(next);
  };

  protected override render(): unknown {
    const {label, max = 5, isValid, validationMessages} = this.props;
    const value = this.kept<number>('value') ?? this.props.value ?? 0;
    const invalid = !isValid && (this.#touched || value > 0);
    return html`<div id="label">${label}</div>
      <div
        class="stars"
        role="slider"
        tabindex="0"
        aria-labelledby="label"
        aria-valuemin="1"
        aria-valuemax=${max}
        aria-valuenow=${value || nothing}
        aria-valuetext=${value ? `${value} of ${max}` : 'not rated'}
        aria-invalid=${String(invalid)}
        aria-describedby="message"
        @keydown=${this.#onKey}
      >
        ${Array.from(
          {length: max},
          (_, i) =>
            html`<span class="star" ?data-on=${i < value} @click=${() => this.#pick(i + 1)}
              >★</span
            >`,
        )}
      </div>
      <div id="message" role="alert">${invalid ? validationMessages.join(' ') : ''}</div>`;
  }
}

/** A table over a data-model list of objects, sortable by a column, with a bound selection. */
class DataTable extends A2uiElement<PropsOf<typeof DataTable.api>> {
  static api = defineComponent({
    name: 'DataTable',
    tag: 'ds-data-table',
    description: 'Rows of a data-model list, one column per key; click a header to sort.',
    props: (t) => ({
      columns: z.array(z.object({key: z.string(), label: t.dynamicString})),
      rows: t.dynamicValue.check(z.describe('The list of objects to show, one row each.')),
      rowKey: z.string().check(z.describe('The row property that identifies it in `selection`.')),
      selection: z.optional(
        t.dynamicStringList.check(z.describe('The rowKey values of the selected rows.')),
      ),
      action: z.optional(t.action),
    }),
  });

  static override styles = css`
    table {
      border-collapse: collapse;
    }
    tr[aria-selected='true'] {
      background: #eef3fd;
    }
  `;

  #toggle(key: string): void {
    const {selection = [], setSelection, action} = this.props;
    const next = selection.includes(key) ? selection.filter((k) => k !== key) : [...selection, key];
    setSelection?.(next);
    action?.();
  }

  protected override render(): unknown {
    const {columns = [], rows, rowKey = 'id', selection = []} = this.props;
    const sort = this.kept<{key: string; dir: 1 | -1}>('sort');
    const list = (Array.isArray(rows) ? rows : []).filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
    );
    const sorted = sort
      ? [...list].sort((a, b) => compare(a[sort.key], b[sort.key]) * sort.dir)
      : list;
    return html`<table role="grid" aria-multiselectable="true">
      <thead>
        <tr>
          <th></th>
          ${columns.map(
            ({key, label}) =>
              html`<th
                aria-sort=${
                  sort?.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'
                }
              >
                <button
                  @click=${() => this.keep('sort', {key, dir: sort?.key === key ? -sort.dir : 1})}
                >
                  ${label}
                </button>
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${sorted.map((row) => {
          const key = String(row[rowKey]);
          const selected = selection.includes(key);
          return html`<tr aria-selected=${String(selected)} data-key=${key}>
            <td>
              <input
                type="checkbox"
                aria-label=${`Select ${key}`}
                .checked=${selected}
                @change=${() => this.#toggle(key)}
              />
            </td>
            ${columns.map(({key: column}) => html`<td>${String(row[column] ?? '')}</td>`)}
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
}

/** Rows as child components (a template over a data-model list), ordered by a chosen column. */
class SortedTable extends A2uiElement<PropsOf<typeof SortedTable.api>> {
  static api = defineComponent({
    name: 'SortedTable',
    tag: 'ds-sorted-table',
    props: (t) => ({
      columns: z.array(z.object({key: z.string(), label: t.dynamicString})),
      rows: t.childList,
    }),
  });

  protected override render(): unknown {
    const sortBy = this.kept<string>('sortBy');
    const data = this.node?.surface.dataModel;
    const byColumn = (refs: readonly ChildRef[]) =>
      [...refs].sort((a, b) =>
        compare(data?.get(`${a.scope.path}/${sortBy}`), data?.get(`${b.scope.path}/${sortBy}`)),
      );
    return html`<table>
      <thead>
        <tr>
          ${(this.props.columns ?? []).map(
            ({key, label}) =>
              html`<th aria-sort=${sortBy === key ? 'ascending' : 'none'}>
                <button @click=${() => this.keep('sortBy', key)}>${label}</button>
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${this.renderChildren(
          'rows',
          (row) =>
            html`<tr>
              <td>${row}</td>
            </tr>`,
          sortBy ? byColumn : undefined,
        )}
      </tbody>
    </table>`;
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

/** A bar chart drawn in SVG without Lit: bound values, a title and a formatted total. */
class BarChart extends HTMLElement implements BindableElement {
  static api = defineComponent({
    name: 'BarChart',
    tag: 'ds-bar-chart',
    description: 'Bars for a list of numbers, with a title and a caption.',
    props: (t) => ({
      title: t.dynamicString,
      values: t.dynamicValue,
      caption: z.optional(t.dynamicString),
    }),
  });

  node?: BindableElement['node'];
  #binding?: ElementBinding;
  #svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  #caption = document.createElement('p');

  connectedCallback(): void {
    this.#svg.setAttribute('role', 'img');
    this.#svg.setAttribute('viewBox', '0 0 100 50');
    this.append(this.#svg, this.#caption);
    this.#binding = bindElement<PropsOf<typeof BarChart.api>>(this, (props) => {
      const values = (Array.isArray(props.values) ? props.values : []).map(Number);
      const top = Math.max(1, ...values);
      const width = 100 / Math.max(1, values.length);
      this.#svg.setAttribute('aria-label', props.title ?? '');
      this.#svg.replaceChildren(
        ...values.map((value, i) => {
          const bar = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
          const height = (Math.max(0, value) / top) * 50;
          bar.setAttribute('x', String(i * width));
          bar.setAttribute('y', String(50 - height));
          bar.setAttribute('width', String(width * 0.8));
          bar.setAttribute('height', String(height));
          return bar;
        }),
      );
      this.#caption.textContent = props.caption ?? '';
    });
  }

  disconnectedCallback(): void {
    this.#binding?.dispose();
  }
}

/** A percentage that trusts its data: its render throws on a value that is not a number. */
class Percent extends A2uiElement<PropsOf<typeof Percent.api>> {
  static api = defineComponent({
    name: 'Percent',
    tag: 'ds-percent',
    props: (t) => ({ratio: t.dynamicValue}),
  });

  protected override render(): unknown {
    const ratio = this.props.ratio as number;
    return html`<span>${ratio.toLocaleString('en', {style: 'percent'})}</span>`;
  }
}

const sum: FunctionDefinition = {
  name: 'sum',
  description: 'The sum of a list of numbers.',
  returnType: 'number',
  args: z.object({values: z.array(z.number())}),
  impl: ({values}: {values: number[]}) => values.reduce((total, n) => total + n, 0),
};

const designSystem = defineCatalog({
  id: 'https://example.com/catalogs/design-system.json',
  extends: basicCatalog,
  components: [Rating, DataTable, SortedTable, BarChart, Percent],
  functions: [sum],
});

const processor = new MessageProcessor({catalogs: [designSystem]});

let count = 0;
async function mount(components: object[], data: object) {
  const surfaceId = `ds-${++count}`;
  const errors: {code: string; message: string}[] = [];
  const actions: {name: string; context: Record<string, unknown>}[] = [];
  processor.addEventListener('error', (e) => {
    if (e.detail.surfaceId === surfaceId) errors.push(e.detail);
  });
  processor.addEventListener('action', (e) => {
    if (e.detail.surfaceId === surfaceId) actions.push(e.detail);
  });
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId, catalogId: designSystem.id}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: data}},
    {version: 'v0.9', updateComponents: {surfaceId, components}},
  ]);
  const el = await fixture<A2uiSurface>(
    testHtml`<a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface>`,
  );
  await settle();
  const find = (id: string) => deepQuery<HTMLElement>(el, `[data-a2ui-id="${id}"]`)!;
  return {find, errors, actions, surface: processor.getSurface(surfaceId)!};
}

const ratingComponent = {
  id: 'root',
  component: 'Rating',
  label: 'How was your stay?',
  value: {path: '/stay/rating'},
  checks: [
    {condition: {call: 'required', args: {value: {path: '/stay/rating'}}}, message: 'Rate it.'},
    {
      condition: {call: 'numeric', args: {value: {path: '/stay/rating'}, min: 1, max: 5}},
      message: 'From 1 to 5.',
    },
  ],
  action: {event: {name: 'rated', context: {rating: {path: '/stay/rating'}}}},
};

describe('design-system components from the guide', () => {
  it('Rating writes the picked number, sends its action with it and is keyboard operable', async () => {
    const {find, errors, actions, surface} = await mount([ratingComponent], {stay: {}});
    const slider = find('root').shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
    expect(slider.getAttribute('aria-valuetext')).to.equal('not rated');
    slider.querySelectorAll<HTMLElement>('.star')[2]!.click();
    await settle();
    expect(surface.dataModel.get('/stay/rating')).to.equal(3);
    expect(actions.map((a) => [a.name, a.context['rating']])).to.deep.equal([['rated', 3]]);
    slider.focus();
    slider.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
    await settle();
    expect(surface.dataModel.get('/stay/rating')).to.equal(4);
    expect(slider.getAttribute('aria-valuenow')).to.equal('4');
    slider.dispatchEvent(new KeyboardEvent('keydown', {key: 'End', bubbles: true}));
    await settle();
    expect(surface.dataModel.get('/stay/rating')).to.equal(5);
    expect(actions.map((a) => a.context['rating'])).to.deep.equal([3, 4, 5]);
    expect(errors).to.deep.equal([]);
  });

  it('Rating shows its failing check once the agent wrote a value out of range', async () => {
    const {find, errors, surface} = await mount([ratingComponent], {stay: {rating: 9}});
    const root = find('root').shadowRoot!;
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal('From 1 to 5.');
    expect(root.querySelector('[role="slider"]')!.getAttribute('aria-invalid')).to.equal('true');
    surface.dataModel.set('/stay/rating', 2);
    await settle();
    expect(root.querySelector('[role="alert"]')!.textContent).to.equal('');
    expect(errors).to.deep.equal([]);
  });

  it('DataTable sorts the bound rows and writes the selection to the data model', async () => {
    const {find, errors, actions, surface} = await mount(
      [
        {
          id: 'root',
          component: 'DataTable',
          columns: [
            {key: 'name', label: 'Name'},
            {key: 'nights', label: {path: '/labels/nights'}},
          ],
          rows: {path: '/bookings'},
          rowKey: 'ref',
          selection: {path: '/selected'},
          action: {event: {name: 'select', context: {selected: {path: '/selected'}}}},
        },
      ],
      {
        labels: {nights: 'Nights'},
        selected: [],
        bookings: [
          {ref: 'b1', name: 'Lovelace', nights: 3},
          {ref: 'b2', name: 'Babbage', nights: 10},
          {ref: 'b3', name: 'Hopper', nights: 1},
        ],
      },
    );
    const root = find('root').shadowRoot!;
    const keys = () =>
      [...root.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-key'));
    const headers = root.querySelectorAll<HTMLElement>('th button');
    expect(headers[1]!.textContent!.trim()).to.equal('Nights');
    headers[1]!.click();
    await settle();
    expect(keys()).to.deep.equal(['b3', 'b1', 'b2']);
    headers[1]!.click();
    await settle();
    expect(keys()).to.deep.equal(['b2', 'b1', 'b3']);
    root.querySelector<HTMLInputElement>('tr[data-key="b1"] input')!.click();
    await settle();
    expect(surface.dataModel.get('/selected')).to.deep.equal(['b1']);
    expect(actions.map((a) => a.context['selected'])).to.deep.equal([['b1']]);
    surface.dataModel.set('/bookings/3', {ref: 'b4', name: 'Turing', nights: 7});
    await settle();
    expect(keys()).to.deep.equal(['b2', 'b4', 'b1', 'b3']);
    expect(root.querySelector('tr[data-key="b1"]')!.getAttribute('aria-selected')).to.equal('true');
    expect(errors).to.deep.equal([]);
  });

  it('SortedTable orders its template rows by a column and follows the data', async () => {
    const {find, errors, surface} = await mount(
      [
        {
          id: 'root',
          component: 'SortedTable',
          columns: [
            {key: 'name', label: 'Name'},
            {key: 'nights', label: 'Nights'},
          ],
          rows: {componentId: 'booking', path: '/bookings'},
        },
        {
          id: 'booking',
          component: 'Button',
          child: 'booking-name',
          action: {event: {name: 'open'}},
        },
        {id: 'booking-name', component: 'Text', text: {path: 'name'}},
      ],
      {
        bookings: [
          {name: 'Lovelace', nights: 3},
          {name: 'Babbage', nights: 10},
          {name: 'Hopper', nights: 1},
        ],
      },
    );
    const table = find('root');
    const root = table.shadowRoot!;
    const names = () =>
      [...root.querySelectorAll('tbody [data-a2ui-id="booking"]')].map((row) =>
        row
          .shadowRoot!.querySelector('[data-a2ui-id="booking-name"]')!
          .shadowRoot!.textContent!.trim(),
      );
    expect(names()).to.deep.equal(['Lovelace', 'Babbage', 'Hopper']);
    root.querySelectorAll<HTMLButtonElement>('th button')[1]!.click();
    await settle();
    expect(names()).to.deep.equal(['Hopper', 'Lovelace', 'Babbage']);
    // The focused row moves when its data does, without the table rendering again.
    const hopper = root.querySelector('tbody [data-a2ui-id="booking"]')!;
    const button = hopper.shadowRoot!.querySelector('button')!;
    button.focus();
    const updates = {count: 0};
    const original = (table as unknown as {update(c: unknown): void}).update;
    (table as unknown as {update(c: unknown): void}).update = function (this: unknown, c) {
      updates.count++;
      original.call(this, c);
    };
    surface.dataModel.set('/bookings/2/nights', 12);
    await settle();
    expect(names()).to.deep.equal(['Lovelace', 'Babbage', 'Hopper']);
    expect(updates.count).to.equal(0);
    expect(hopper.shadowRoot!.activeElement).to.equal(button);
    expect(errors).to.deep.equal([]);
  });

  it('BarChart (no Lit) draws bound values and shows a formatNumber of a custom function', async () => {
    const {find, errors, surface} = await mount(
      [
        {
          id: 'root',
          component: 'BarChart',
          title: 'Sales',
          values: {path: '/sales'},
          caption: {
            call: 'formatNumber',
            args: {value: {call: 'sum', args: {values: {path: '/sales'}}}},
            returnType: 'string',
          },
        },
      ],
      {sales: [1200, 3400, 560]},
    );
    const chart = find('root');
    expect(chart.querySelectorAll('rect')).to.have.length(3);
    expect(chart.querySelector('svg')!.getAttribute('aria-label')).to.equal('Sales');
    expect(chart.querySelector('p')!.textContent).to.equal('5,160');
    surface.dataModel.set('/sales/3', 1000);
    await settle();
    expect(chart.querySelectorAll('rect')).to.have.length(4);
    expect(chart.querySelector('p')!.textContent).to.equal('6,160');
    expect(errors).to.deep.equal([]);
  });

  it('describes the merged catalog to the agent, with its descriptions', () => {
    const forThePrompt = JSON.stringify(inlineCatalog(designSystem));
    const definition = JSON.parse(forThePrompt) as {
      components: Record<string, {description: string; properties: Record<string, object>}>;
      functions: {name: string; description: string}[];
    };
    expect(definition.components['Rating']!.description).to.contain('star rating');
    expect(JSON.stringify(definition.components['Rating']!.properties['max'])).to.contain(
      'How many stars (default 5).',
    );
    expect(definition.functions.find((fn) => fn.name === 'sum')!.description).to.equal(
      'The sum of a list of numbers.',
    );

    const capabilities = processor.clientCapabilities({inlineCatalogs: true});
    const inline = capabilities['v0.9'].inlineCatalogs as {
      catalogId: string;
      components: Record<string, unknown>;
      functions: unknown;
    }[];
    expect(inline.map((c) => c.catalogId)).to.deep.equal([designSystem.id]);
    expect(Object.keys(inline[0]!.components)).to.include.members([
      'Rating',
      'DataTable',
      'BarChart',
      'Text',
    ]);
  });
});

describe('design-system components: what goes wrong', () => {
  it('renders again once the data that made its render throw is fixed', async () => {
    const {find, errors, surface} = await mount(
      [{id: 'root', component: 'Percent', ratio: {path: '/ratio'}}],
      {ratio: 0.5},
    );
    const text = () => find('root').shadowRoot!.textContent!.trim();
    expect(text()).to.equal('50%');
    surface.dataModel.set('/ratio', null);
    await settle();
    expect(errors.map((e) => e.code)).to.deep.equal(['RENDER_ERROR']);
    expect(text()).to.equal('50%');
    surface.dataModel.set('/ratio', 0.25);
    await settle();
    expect(text()).to.equal('25%');
  });

  it('coerces a described property as the undescribed type', async () => {
    // The agent wrote the rating as a string: `value` is still a number, so 2 + 1 is 3 (not 21).
    const {find, surface} = await mount([ratingComponent], {stay: {rating: '2'}});
    const slider = find('root').shadowRoot!.querySelector('[role="slider"]')!;
    expect(slider.getAttribute('aria-valuetext')).to.equal('2 of 5');
    slider.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
    await settle();
    expect(surface.dataModel.get('/stay/rating')).to.equal(3);
  });
});
