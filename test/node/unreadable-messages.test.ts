// Messages that cannot be read (a throwing getter, a hostile or revoked proxy) are reported as
// VALIDATION_FAILED at path "" and skipped; the rest of the batch goes on. The processor and both
// adapters, each given the hostile value as the whole input, as one message and as an item.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {BASIC_CATALOG_ID, MessageProcessor, type ErrorBody} from '../../src/core.js';

const trap = () => {
  throw new Error('trap');
};
/** The good message of the version, its body (createSurface, beginRendering) read by `get`. */
function withGetter(good: unknown, get: () => never) {
  const message = {...(good as object)};
  const kind = Object.keys(message).find((key) => key !== 'version')!;
  return Object.defineProperty(message, kind, {get, enumerable: true});
}
const hostile: Record<string, (good: unknown) => unknown> = {
  'a proxy whose every trap throws': () =>
    new Proxy({}, {get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap}),
  'a revoked proxy': () => {
    const {proxy, revoke} = Proxy.revocable({}, {});
    revoke();
    return proxy;
  },
  'a message with a throwing getter': (good) => withGetter(good, trap),
  'a wrapper whose messages getter throws': () => ({
    get messages() {
      throw new Error('trap');
    },
  }),
  'an array whose length throws': () => new Proxy([], {get: trap}),
};

const versions = {
  'v0.9 processor': () => {
    const processor = new MessageProcessor();
    const good = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}};
    return {processor, target: processor, good};
  },
  'v0.8 adapter': () => {
    const processor = new MessageProcessor();
    const good = {beginRendering: {surfaceId: 's', root: 'root'}};
    return {processor, target: new V08Adapter(processor), good};
  },
  'v1.0 adapter': () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const good = {version: 'v0.10', createSurface: {surfaceId: 's', catalogId: basicCatalogV1.id}};
    return {processor, target: new V1Adapter(processor), good};
  },
};

function run(version: keyof typeof versions, input: (good: unknown) => unknown) {
  const {processor, target, good} = versions[version]();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  target.processMessages(input(good));
  return {errors, created: processor.getSurface('s') !== undefined};
}

const isUnreadable = (errors: ErrorBody[]) =>
  errors.length === 1 &&
  errors[0]!.code === 'VALIDATION_FAILED' &&
  errors[0]!.path === '' &&
  /could not be (read|validated)/.test(errors[0]!.message);
// As an item, a wrapper is a message: one whose version is missing may be refused for that.
const isInvalid = (errors: ErrorBody[]) =>
  errors.length === 1 && errors[0]!.code === 'VALIDATION_FAILED';

for (const version of Object.keys(versions) as (keyof typeof versions)[]) {
  describe(`${version}: a message that cannot be read`, () => {
    for (const [name, make] of Object.entries(hostile)) {
      it(`reports ${name} given alone, without throwing`, () => {
        const {errors} = run(version, make);
        assert.ok(isUnreadable(errors), JSON.stringify(errors));
      });

      it(`reports ${name} in a batch and applies the message after it`, () => {
        const {errors, created} = run(version, (good) => [make(good), good]);
        assert.ok(created);
        assert.ok(isInvalid(errors), JSON.stringify(errors));
      });
    }

    it('reports an array item whose getter throws and applies the next item', () => {
      const {errors, created} = run(version, (good) => {
        const list = [undefined, good];
        Object.defineProperty(list, 0, {get: trap});
        return list;
      });
      assert.ok(created);
      assert.ok(isUnreadable(errors), JSON.stringify(errors));
    });

    it('does not throw when the getter throws something that is no Error', () => {
      const notAnError = () => {
        throw Object.create(null); // String() of it throws too
      };
      const {errors, created} = run(version, (good) => [withGetter(good, notAnError), good]);
      assert.ok(created);
      assert.ok(isUnreadable(errors), JSON.stringify(errors));
    });
  });
}
