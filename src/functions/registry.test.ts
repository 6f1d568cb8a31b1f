import {expect} from '@open-wc/testing';
import {basicFunctions} from './basic-functions.js';
import {FunctionRegistry} from './registry.js';
import type {FunctionDefinition} from './types.js';

const trim: FunctionDefinition = {
  name: 'trim',
  returnType: 'string',
  impl: (args) => String(args.value ?? '').trim(),
};

describe('FunctionRegistry', () => {
  it('is built from a catalog functions record', () => {
    const registry = new FunctionRegistry(basicFunctions);
    expect(registry.has('formatString')).to.equal(true);
    expect(registry.get('not')).to.equal(basicFunctions.not);
  });

  it('lists names in registration order', () => {
    const registry = new FunctionRegistry([trim, basicFunctions.not!]);
    expect(registry.names()).to.deep.equal(['trim', 'not']);
  });

  it('lets a custom catalog add functions', () => {
    const registry = new FunctionRegistry(basicFunctions).register(trim);
    expect(registry.get('trim')?.impl({value: ' a '}, undefined as never)).to.equal('a');
    expect(registry.has('required')).to.equal(true);
  });

  it('lets a later definition replace one of the same name', () => {
    const custom: FunctionDefinition = {name: 'not', returnType: 'boolean', impl: () => true};
    const registry = new FunctionRegistry(basicFunctions).register(custom);
    expect(registry.get('not')).to.equal(custom);
  });

  it('merges several catalogs, later ones winning', () => {
    const registry = FunctionRegistry.fromCatalogs(
      {functions: basicFunctions},
      {functions: {trim}},
    );
    expect(registry.names()).to.include.members(['trim', 'formatDate']);
  });

  it('answers undefined and false for unknown names', () => {
    const registry = new FunctionRegistry();
    expect(registry.get('nope')).to.equal(undefined);
    expect(registry.has('nope')).to.equal(false);
  });

  it('does not mistake Object.prototype members for functions', () => {
    expect(new FunctionRegistry(basicFunctions).has('toString')).to.equal(false);
  });

  it('refuses a definition without a name or impl', () => {
    const registry = new FunctionRegistry();
    expect(() => registry.register({name: '', returnType: 'void', impl: () => 0})).to.throw(
      TypeError,
    );
    expect(() => registry.register({name: 'x', returnType: 'void'} as never)).to.throw(TypeError);
  });
});
