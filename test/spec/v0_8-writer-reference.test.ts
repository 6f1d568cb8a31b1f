// V08Writer against the reference v0.8 renderer: what an agent's v0.9 messages become for a v0.8
// client must be taken by @a2ui/web_core's v0.8 message processor (the one @a2ui/lit's v0.8
// renderer uses). It refuses, by throwing, a surfaceUpdate naming a child that the same message
// does not define, so a component the writer cannot express must still leave its id defined.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiMessageProcessor, A2uiMessageSchema} from '@a2ui/web_core/v0_8';
import {V08Writer} from '../../src/adapters/v0_8/writer.js';
import {basicExamples} from './helpers/spec-dir.js';

const official = basicExamples('v0_9');

function written(messages: readonly unknown[]): unknown[] {
  const writer = new V08Writer();
  return messages.flatMap((message) => writer.write(message).messages);
}

describe('V08Writer output in the reference v0.8 renderer', () => {
  it('finds the 36 official v0.9 examples', () => {
    assert.equal(official.length, 36);
  });

  for (const example of official) {
    it(`${example.file}: every message passes the reference renderer's v0.8 schema`, () => {
      for (const message of written(example.messages)) {
        const verdict = A2uiMessageSchema.safeParse(message);
        assert.ok(verdict.success, JSON.stringify(verdict.error?.issues.map((i) => i.message)));
      }
    });

    it(`${example.file}: the reference processor builds the surface tree`, () => {
      const processor = new A2uiMessageProcessor();
      processor.processMessages(written(example.messages) as never);
      const surfaces = [...processor.getSurfaces().values()];
      assert.ok(surfaces.length > 0);
      for (const surface of surfaces) assert.notEqual(surface.componentTree, null);
    });
  }
});
