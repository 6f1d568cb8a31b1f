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

describe('V08Writer surfaceUpdates name only the children they define', () => {
  const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
  const create = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId}};
  const update = (...components: object[]) => ({
    version: 'v0.9',
    updateComponents: {surfaceId: 's', components},
  });
  const form = {id: 'root', component: 'Column', children: ['title', 'ok']};
  const title = {id: 'title', component: 'Text', text: 'Hello'};
  const ok = {id: 'ok', component: 'Button', child: 'ok-label', action: {event: {name: 'ok'}}};
  const okLabel = {id: 'ok-label', component: 'Text', text: 'OK'};
  const emptyText = (id: string) => ({id, component: {Text: {text: {literalString: ''}}}});

  /** The components of each surfaceUpdate written, and whether the reference schema takes it. */
  function updates(messages: object[]) {
    return written(messages)
      .filter((message) => 'surfaceUpdate' in (message as object))
      .map((message) => ({
        ids: (message as {surfaceUpdate: {components: {id: string}[]}}).surfaceUpdate.components,
        valid: A2uiMessageSchema.safeParse(message).success,
      }));
  }

  it('stand in for children the agent sends later, which then replace them', () => {
    const messages = [create, update(form), update(title, ok, okLabel)];
    const [first, second] = updates(messages);
    assert.equal(first!.valid, true);
    assert.deepEqual(first!.ids.slice(1), [emptyText('title'), emptyText('ok')]);
    assert.equal(second!.valid, true);
    const processor = new A2uiMessageProcessor();
    processor.processMessages(written(messages) as never);
    const tree = processor.getSurfaces().get('s')!.componentTree as unknown as {
      properties: {children: {id: string; type: string}[]};
    };
    assert.deepEqual(
      tree.properties.children.map(({id, type}) => ({id, type})),
      [
        {id: 'title', type: 'Text'},
        {id: 'ok', type: 'Button'},
      ],
    );
  });

  it('send again, as last sent, the children of a parent updated alone', () => {
    const messages = [create, update(form, title, ok, okLabel), update({...ok, weight: 1})];
    const last = updates(messages).at(-1)!;
    assert.equal(last.valid, true);
    assert.deepEqual(
      last.ids.map(({id}) => id),
      ['ok', 'ok-label'],
    );
    assert.deepEqual(last.ids[1], {
      id: 'ok-label',
      component: {Text: {text: {literalString: 'OK'}}},
    });
  });
});
