import {expect} from '@open-wc/testing';
import {computed, signal, type Signal} from '../../state/signals.js';
import {fakeContext, run} from '../fake-context.test.helper.js';
import type {FunctionDefinition} from '../types.js';

function format(value: unknown, data: unknown = {}, scope?: string): unknown {
  return run('formatString', {value}, fakeContext({data, scope}));
}

const upper: FunctionDefinition = {
  name: 'upper',
  returnType: 'string',
  impl: (args) => String(args.value ?? '').toUpperCase(),
};

describe('formatString', () => {
  describe('interpolation', () => {
    it('returns text without expressions unchanged', () => {
      expect(format('Just text.')).to.equal('Just text.');
    });

    it('interpolates absolute paths', () => {
      const data = {user: {firstName: 'Ada'}, appName: 'Looms'};
      expect(format('Hello, ${/user/firstName}! Welcome back to ${/appName}.', data)).to.equal(
        'Hello, Ada! Welcome back to Looms.',
      );
    });

    it('resolves relative paths against the caller scope', () => {
      const data = {items: [{name: 'first'}, {name: 'second'}]};
      expect(format('Item: ${name}', data, '/items/1')).to.equal('Item: second');
    });

    it('unescapes ~1 and ~0 in paths the JSON Pointer way', () => {
      expect(format('${/a~1b}-${/c~0d}', {'a/b': 1, 'c~d': 2})).to.equal('1-2');
    });

    it('renders a missing path as empty text', () => {
      expect(format('[${/missing}]')).to.equal('[]');
    });

    it('renders null as empty text', () => {
      expect(format('[${/n}]', {n: null})).to.equal('[]');
    });

    it('renders numbers in their locale-neutral form', () => {
      expect(format('${/n}', {n: 1234.5})).to.equal('1234.5');
    });

    it('renders booleans as true and false', () => {
      expect(format('${/a} ${/b}', {a: true, b: false})).to.equal('true false');
    });

    it('renders objects and arrays as JSON', () => {
      expect(format('${/o} ${/l}', {o: {x: 1}, l: [1, 'a']})).to.equal('{"x":1} [1,"a"]');
    });

    it('renders literals', () => {
      expect(format("${'a'}${1.5}${true}${null}")).to.equal('a1.5true');
    });

    it('keeps an escaped \\${ literally while interpolating the rest', () => {
      expect(format('\\${/x} is ${/x}', {x: 5})).to.equal('${/x} is 5');
    });

    it('renders a template that holds only whitespace around an expression', () => {
      expect(format('  ${/x}  ', {x: 'y'})).to.equal('  y  ');
    });
  });

  describe('function calls', () => {
    it('calls a catalog function with named arguments', () => {
      expect(format('${formatNumber(value: ${/n}, decimals: 2)}', {n: 3})).to.equal('3.00');
    });

    it('passes raw values, not strings, to the called function', () => {
      expect(
        format('${pluralize(value: ${/count}, one: "item", other: "items")}', {count: 1}),
      ).to.equal('item');
    });

    it('evaluates the official multi-call example', () => {
      const data = {start: '2025-12-19T14:00:00Z', end: '2025-12-19T15:30:00Z'};
      expect(
        format(
          "${formatDate(value: ${/start}, format: 'E, MMM d')} • ${formatDate(value: ${/start}, format: 'h:mm a')} - ${formatDate(value: ${/end}, format: 'h:mm a')}",
          data,
        ),
      ).to.equal('Fri, Dec 19 • 2:00 PM - 3:30 PM');
    });

    it('evaluates calls nested in arguments', () => {
      const ctx = fakeContext({data: {n: 1}, functions: {upper}});
      const value = "${upper(value: ${pluralize(value: ${/n}, one: 'one', other: 'many')})}";
      expect(run('formatString', {value}, ctx)).to.equal('ONE');
    });

    it('passes a single unnamed argument as value', () => {
      const ctx = fakeContext({data: {name: 'ada'}, functions: {upper}});
      expect(run('formatString', {value: '${upper(${/name})}'}, ctx)).to.equal('ADA');
    });

    it('calls custom functions of the catalog', () => {
      const now: FunctionDefinition = {name: 'now', returnType: 'string', impl: () => 'NOW'};
      expect(run('formatString', {value: 'at ${now()}'}, fakeContext({functions: {now}}))).to.equal(
        'at NOW',
      );
    });

    it('renders an unknown function as empty text and reports it', () => {
      const ctx = fakeContext();
      expect(run('formatString', {value: 'a${nope()}b'}, ctx)).to.equal('ab');
      expect(ctx.reports[0]).to.contain('nope');
    });

    it('interpolates a nested formatString call', () => {
      expect(format('${formatString(value: "x=${/x}")}', {x: 7})).to.equal('x=7');
    });
  });

  describe('bad input', () => {
    it('returns empty text and reports the position of a syntax error', () => {
      const ctx = fakeContext();
      expect(run('formatString', {value: 'Hello ${/name'}, ctx)).to.equal('');
      expect(ctx.reports).to.have.length(1);
      expect(ctx.reports[0]).to.contain('1:7');
    });

    it('quotes the malformed template in the report', () => {
      const ctx = fakeContext();
      run('formatString', {value: 'Total: ${formatNumber(value: 1}'}, ctx);
      expect(ctx.reports[0]).to.contain('"Total: ${formatNumber(value: 1}"');
    });

    it('stops a template that reaches itself through the data model', () => {
      const ctx = fakeContext({data: {t: 'x${formatString(value: ${/t})}'}});
      const result = run('formatString', {value: '${formatString(value: ${/t})}'}, ctx);
      expect(result).to.match(/^x+$/);
      expect(ctx.reports.some((r) => r.includes('deeper than'))).to.equal(true);
    });

    it('renders a path the context refuses as empty text and reports it', () => {
      const ctx = fakeContext({
        read: () => {
          throw new Error('refused');
        },
      });
      expect(run('formatString', {value: '[${/x}]'}, ctx)).to.equal('[]');
      expect(ctx.reports[0]).to.contain('refused');
    });

    it('renders a non-string value as text', () => {
      expect(format(42)).to.equal('42');
    });

    it('renders a missing value as empty text', () => {
      expect(format(undefined)).to.equal('');
    });
  });

  describe('reactivity', () => {
    function signalContext(initial: Record<string, unknown>) {
      const states = new Map<string, Signal<unknown>>();
      const state = (path: string) => {
        let s = states.get(path);
        if (!s) states.set(path, (s = signal(initial[path])));
        return s;
      };
      return {context: fakeContext({read: (path) => state(path).value}), state};
    }

    it('recomputes inside a computed signal when a read path changes', () => {
      const {context, state} = signalContext({'/name': 'Ada'});
      const text = computed(() => run('formatString', {value: 'Hi ${/name}'}, context));
      expect(text.value).to.equal('Hi Ada');
      state('/name').value = 'Grace';
      expect(text.value).to.equal('Hi Grace');
    });

    it('does not recompute when a path it did not read changes', () => {
      const {context, state} = signalContext({'/a': 1, '/b': 2});
      let evaluations = 0;
      const text = computed(() => {
        evaluations++;
        return run('formatString', {value: '${/a}'}, context);
      });
      void text.value;
      state('/b').value = 3;
      void text.value;
      expect(evaluations).to.equal(1);
    });

    it('tracks paths read through nested function arguments', () => {
      const {context, state} = signalContext({'/n': 1});
      const text = computed(() =>
        run('formatString', {value: "${pluralize(value: ${/n}, one: 'x', other: 'xs')}"}, context),
      );
      expect(text.value).to.equal('x');
      state('/n').value = 2;
      expect(text.value).to.equal('xs');
    });
  });
});
