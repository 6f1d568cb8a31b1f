import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {basicExamples, specVersions} from './helpers/spec-dir.js';
import {walkSurface} from './helpers/walk-surface.js';
import {jsonlStream} from './helpers/jsonl-stream.js';

// Every official basic-catalog example, processed end to end without rendering: messages
// validated and applied, then the component tree walked from `root` through a ComponentContext
// per component (props, validation, children), as the elements would. Zero error events.

function run(messages: readonly unknown[]) {
  const processor = new MessageProcessor({locale: 'en-US'});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  processor.processMessages([...messages]);
  return {processor, errors};
}

for (const version of specVersions) {
  const examples = basicExamples(version);

  describe(`official ${version} basic examples, end to end`, () => {
    it('finds all 36 examples', () => {
      assert.equal(examples.length, 36);
    });

    for (const example of examples) {
      it(`${example.file} produces no error events and renders its whole tree`, () => {
        const {processor, errors} = run(example.messages);
        assert.ok(processor.surfaces.length > 0, 'no surface was created');
        let evaluated = 0;
        for (const surface of processor.surfaces) {
          if (surface.hasRoot) evaluated += walkSurface(surface);
        }
        assert.ok(evaluated > 0, 'no component was evaluated');
        assert.deepEqual(errors, []);
      });
    }

    it('all examples streamed as one JSONL byte stream in 7-byte chunks produce no errors', async () => {
      const processor = new MessageProcessor({locale: 'en-US'});
      const errors: ErrorBody[] = [];
      processor.addEventListener('error', (event) => errors.push(event.detail));
      const messages = examples.flatMap((example) => example.messages);
      await processor.processJsonl(jsonlStream(messages, 7));
      assert.deepEqual(errors, []);
      assert.ok(processor.surfaces.length >= examples.length - 1);
    });
  });
}
