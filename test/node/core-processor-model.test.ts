import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {BASIC_CATALOG_ID, MessageProcessor, type ErrorBody} from '../../src/core.js';

// Model-based test: random message sequences against a plain reference of the lifecycle rules
// (create once, updates need a surface, replace semantics, delete forgets everything, component ids
// unique within one message).

interface RefSurface {
  components: Map<string, Record<string, unknown>>;
  data: Record<string, unknown>;
}

const surfaceIdArb = fc.constantFrom('a', 'b');
const componentArb = fc.oneof(
  fc.record({
    id: fc.constantFrom('root', 'x', 'y'),
    component: fc.constant('Text'),
    text: fc.constantFrom('one', 'two'),
  }),
  fc.record({
    id: fc.constantFrom('root', 'x', 'y'),
    component: fc.constant('Divider'),
    axis: fc.constantFrom('horizontal', 'vertical'),
  }),
);
const keyArb = fc.constantFrom('k', 'm');

const messageArb = fc.oneof(
  surfaceIdArb.map((surfaceId) => ({
    version: 'v0.9',
    createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID},
  })),
  fc
    .tuple(surfaceIdArb, fc.array(componentArb, {minLength: 1, maxLength: 3}))
    .map(([surfaceId, components]) => ({
      version: 'v0.9',
      updateComponents: {surfaceId, components},
    })),
  fc
    .tuple(surfaceIdArb, keyArb, fc.option(fc.integer({min: 0, max: 9}), {nil: undefined}))
    .map(([surfaceId, key, value]) => ({
      version: 'v0.9',
      updateDataModel: {surfaceId, path: '/' + key, ...(value === undefined ? {} : {value})},
    })),
  surfaceIdArb.map((surfaceId) => ({version: 'v0.9', deleteSurface: {surfaceId}})),
);

/** The error codes the message gets, or null, having applied it to the reference. */
function apply(
  reference: Map<string, RefSurface>,
  message: Record<string, never>,
): string | string[] | null {
  const [kind] = Object.keys(message).filter((k) => k !== 'version');
  const body = message[kind!] as Record<string, unknown>;
  const id = body['surfaceId'] as string;
  const surface = reference.get(id);
  switch (kind) {
    case 'createSurface':
      if (surface) return 'INTEGRITY_ERROR';
      reference.set(id, {components: new Map(), data: {}});
      return null;
    case 'deleteSurface':
      if (!surface) return 'SURFACE_NOT_FOUND';
      reference.delete(id);
      return null;
    case 'updateComponents': {
      const components = body['components'] as Record<string, unknown>[];
      const ids = components.map((component) => component['id']);
      // Checked before the surface: one error per component repeating an earlier one's id.
      const repeated = ids.filter((componentId, j) => ids.indexOf(componentId) < j);
      if (repeated.length > 0) return repeated.map(() => 'VALIDATION_FAILED');
      if (!surface) return 'SURFACE_NOT_FOUND';
      for (const component of components) {
        surface.components.set(component['id'] as string, component);
      }
      return null;
    }
    default: {
      if (!surface) return 'SURFACE_NOT_FOUND';
      const key = (body['path'] as string).slice(1);
      if (body['value'] === undefined) delete surface.data[key];
      else surface.data[key] = body['value'];
      return null;
    }
  }
}

describe('MessageProcessor against a reference model', () => {
  it('ends in the state, and reports the errors, the lifecycle rules predict', () => {
    fc.assert(
      fc.property(
        fc.array(messageArb, {maxLength: 25}),
        fc.integer({min: 1, max: 5}),
        (messages, batchSize) => {
          const processor = new MessageProcessor({locale: 'en-US'});
          const errors: string[] = [];
          processor.addEventListener('error', (e) => errors.push((e.detail as ErrorBody).code));
          const reference = new Map<string, RefSurface>();
          const expectedErrors = messages.flatMap((m) => apply(reference, m as never) ?? []);
          for (let i = 0; i < messages.length; i += batchSize) {
            processor.processMessages(messages.slice(i, i + batchSize));
          }
          assert.deepEqual(errors, expectedErrors);
          assert.deepEqual(
            processor.surfaces.map((s) => s.id).sort(),
            [...reference.keys()].sort(),
          );
          for (const [id, expected] of reference) {
            const surface = processor.getSurface(id)!;
            assert.deepEqual(surface.dataModel.snapshot(), expected.data);
            assert.equal(surface.components.size, expected.components.size);
            for (const [componentId, definition] of expected.components) {
              const stored = surface.component(componentId);
              assert.equal(stored?.component, definition['component']);
              for (const key of Object.keys(definition)) {
                assert.deepEqual(stored?.[key], definition[key]);
              }
            }
            assert.equal(surface.hasRoot, expected.components.has('root'));
          }
        },
      ),
      {seed: 2026, numRuns: 300},
    );
  });
});
