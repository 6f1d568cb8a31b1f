// The basic functions inside a rendered surface: data that has not arrived (or an empty field)
// renders as empty text without a word to the agent; a present value that cannot be used is
// reported once (an `a2uierror`, and a processor `error` for the agent) naming the function and
// the component, not again on every re-render.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {basicCatalog} from '../catalog/basic-catalog.js';
import type {ErrorBody} from '../state/errors.js';
import {MessageProcessor} from '../state/message-processor.js';

const surfaceId = 'bill';
const version = 'v0.9';
const call = (name: string, args: object, returnType = 'string') => ({
  call: name,
  args,
  returnType,
});

const texts = {
  date: call('formatDate', {value: {path: '/when'}, format: 'yyyy-MM-dd'}),
  number: call('formatNumber', {value: {path: '/n'}, decimals: 1}),
  price: call('formatCurrency', {value: {path: '/n'}, currency: {path: '/currency'}}),
  count: call('pluralize', {value: {path: '/n'}, one: 'one item', other: 'items'}),
  line: call('formatString', {value: "Due ${formatDate(value: ${/when}, format: 'MMM d')}"}),
};

async function renderBill(extra: object[] = []) {
  const processor = new MessageProcessor({locale: 'en-US', timeZone: 'UTC'});
  const host = await fixture<HTMLElement>(
    html`<div><a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface></div>`,
  );
  const shownErrors: ErrorBody[] = [];
  const agentErrors: ErrorBody[] = [];
  host.addEventListener('a2uierror', (e) => shownErrors.push(e.detail));
  processor.addEventListener('error', (e) => agentErrors.push(e.detail));
  const ids = [...Object.keys(texts), ...extra.map((c) => (c as {id: string}).id)];
  processor.processMessages([
    {version, createSurface: {surfaceId, catalogId: basicCatalog.id}},
    {
      version,
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ids},
          ...Object.entries(texts).map(([id, text]) => ({id, component: 'Text', text})),
          ...extra,
        ],
      },
    },
  ]);
  const setData = async (value: Record<string, unknown>) => {
    processor.processMessages([{version, updateDataModel: {surfaceId, value}}]);
    await settle();
  };
  const shown = (id: string) =>
    deepQuery(host, `[data-a2ui-id="${id}"]`)?.shadowRoot?.textContent?.trim();
  await settle();
  return {host, shownErrors, agentErrors, setData, shown};
}

const summary = (errors: ErrorBody[]) => errors.map(({code, message}) => ({code, message}));

describe('basic functions in a rendered surface', () => {
  it('render data that has not arrived as empty text without any error', async () => {
    const {shownErrors, agentErrors, shown} = await renderBill();
    expect(['date', 'number', 'price'].map(shown)).to.deep.equal(['', '', '']);
    expect(shown('count')).to.equal('items');
    expect(shownErrors).to.deep.equal([]);
    expect(agentErrors).to.deep.equal([]);
  });

  it('render null and blank values as empty text without any error', async () => {
    const {shownErrors, setData, shown} = await renderBill();
    await setData({when: null, n: '', currency: null});
    await setData({when: '  ', n: null, currency: 'EUR'});
    expect(['date', 'number', 'price', 'count'].map(shown)).to.deep.equal(['', '', '', 'items']);
    expect(shownErrors).to.deep.equal([]);
  });

  it('format good values once they arrive, without any error', async () => {
    const {shownErrors, setData, shown} = await renderBill();
    await setData({when: '2026-03-01', n: 1, currency: 'EUR'});
    expect(Object.keys(texts).map(shown)).to.deep.equal([
      '2026-03-01',
      '1.0',
      '€1.00',
      'one item',
      'Due Mar 1',
    ]);
    expect(shownErrors).to.deep.equal([]);
  });

  it('report a value that cannot be used once per component, naming the function', async () => {
    const {shownErrors, agentErrors, setData, shown} = await renderBill();
    await setData({when: 'someday', n: 'lots', currency: 'euro'});
    expect(Object.keys(texts).map(shown)).to.deep.equal(['', '', '', 'items', 'Due']);
    const expected = [
      'Component "date": formatDate: value is not a date (received string)',
      'Component "number": formatNumber: value is not a number (received string)',
      'Component "price": formatCurrency: \'euro\' is not an ISO 4217 code',
      'Component "count": pluralize: value is not a number (received string)',
      'Component "line": formatDate: value is not a date (received string)',
    ];
    expect(summary(shownErrors).map((e) => e.message)).to.have.members(expected);
    expect(shownErrors.every((e) => e.code === 'EXPRESSION_ERROR')).to.equal(true);
    expect(summary(agentErrors)).to.deep.equal(summary(shownErrors));
  });

  it('do not report the same problem again when the data changes', async () => {
    const {shownErrors, setData} = await renderBill();
    await setData({when: 'someday', n: 'lots'});
    const first = shownErrors.length;
    await setData({when: 'next week', n: 'a few'});
    await setData({when: 'someday', n: 'lots', other: 1});
    expect(first).to.equal(4);
    expect(shownErrors).to.have.length(first);
  });

  it('recover once the value is good again', async () => {
    const {setData, shown} = await renderBill();
    await setData({when: 'someday', n: 'lots', currency: 'usd'});
    await setData({when: '2026-12-24T10:00:00Z', n: 2, currency: 'usd'});
    expect(['date', 'number', 'price', 'count'].map(shown)).to.deep.equal([
      '2026-12-24',
      '2.0',
      '$2.00',
      'items',
    ]);
  });

  it('report decimals out of range and still show the number with the nearest allowed', async () => {
    const clamped = {
      id: 'clamped',
      component: 'Text',
      text: call('formatNumber', {value: {path: '/n'}, decimals: -1}),
    };
    const {shownErrors, setData, shown} = await renderBill([clamped]);
    await setData({n: 2.6});
    await setData({n: 3.2});
    expect(shown('clamped')).to.equal('3');
    expect(summary(shownErrors)).to.deep.equal([
      {
        code: 'EXPRESSION_ERROR',
        message: 'Component "clamped": formatNumber: decimals must be a whole number 0–100, not -1',
      },
    ]);
  });
});

describe('basic functions on what a user types', () => {
  const amountField = {
    id: 'amount',
    component: 'TextField',
    label: 'Amount',
    value: {path: '/amount'},
  };
  const total = {
    id: 'total',
    component: 'Text',
    text: call('formatCurrency', {value: {path: '/amount'}, currency: 'EUR'}),
  };

  async function typeInto(host: HTMLElement, keys: string) {
    const input = deepQuery(host, '[data-a2ui-id="amount"]')!.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: keys});
    await settle();
    return input;
  }

  it('report nothing while the field is empty or holds a number', async () => {
    const {host, shownErrors, shown} = await renderBill([amountField, total]);
    const input = await typeInto(host, '12.5');
    expect(shown('total')).to.equal('€12.50');
    input.select();
    await sendKeys({press: 'Backspace'});
    await settle();
    expect(input.value).to.equal('');
    expect(shown('total')).to.equal('');
    expect(shownErrors).to.deep.equal([]);
  });

  it('report text that is no number once, however much more is typed', async () => {
    const {host, shownErrors, shown} = await renderBill([amountField, total]);
    await typeInto(host, 'ten euros');
    expect(shown('total')).to.equal('');
    expect(summary(shownErrors)).to.deep.equal([
      {
        code: 'EXPRESSION_ERROR',
        message: 'Component "total": formatCurrency: value is not a number (received string)',
      },
    ]);
  });

  it('report a check whose bounds no value can meet once, not on every key', async () => {
    const checked = {
      ...amountField,
      checks: [
        {
          condition: call('numeric', {value: {path: '/amount'}, min: 10, max: 1}, 'boolean'),
          message: 'Between 1 and 10',
        },
      ],
    };
    const {host, shownErrors} = await renderBill([checked]);
    await typeInto(host, '5');
    await typeInto(host, '55');
    expect(summary(shownErrors)).to.deep.equal([
      {
        code: 'EXPRESSION_ERROR',
        message: 'Component "amount": numeric: min 10 is greater than max 1',
      },
    ]);
  });
});
