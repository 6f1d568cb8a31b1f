// docs/core.md: UNKNOWN_FUNCTION is reported once per surface and function name (a call inside
// a formatString template), while a {call} written as a property value is VALIDATION_FAILED.
import assert from 'node:assert/strict';
import {it} from 'node:test';
import {ComponentContext, MessageProcessor, basicCatalog, type ErrorBody} from '../../src/core.js';

function render(components: unknown[]): string[] {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: basicCatalog.id}},
    {version: 'v0.9', updateComponents: {surfaceId: 's', components}},
  ]);
  const surface = processor.getSurface('s')!;
  for (const id of surface.components.ids()) void new ComponentContext(surface, id).props;
  return errors.map((error) => `${error.code} ${error.message}`);
}

const template = (id: string, value: string) => ({
  id,
  component: 'Text',
  text: {call: 'formatString', args: {value}},
});

it('reports an unknown function in a template once per surface and name', () => {
  assert.deepEqual(
    render([template('a', '${shout()}'), template('b', '${shout()} ${whisper()}')]),
    [
      'UNKNOWN_FUNCTION Component "a": Unknown function "shout" (not in the surface\'s catalog)',
      'UNKNOWN_FUNCTION Component "b": Unknown function "whisper" (not in the surface\'s catalog)',
    ],
  );
});

it('refuses an unknown function written as a property value as VALIDATION_FAILED', () => {
  const errors = render([{id: 'a', component: 'Text', text: {call: 'shout', args: {}}}]);
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /^VALIDATION_FAILED Component "a": Unknown function "shout"/);
});
