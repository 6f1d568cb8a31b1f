import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {validateMessage} from '../../src/protocol/validate.js';
import {loadExportedValidators} from './helpers/exported-validator.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {basicExamples, specVersions} from './helpers/spec-dir.js';

describe('official basic-catalog examples', () => {
  const exported = loadExportedValidators();

  it('finds the spec checkout with both v0.9 and v0.9.1', () => {
    assert.deepEqual(specVersions, ['v0_9', 'v0_9_1']);
  });

  for (const version of specVersions) {
    const official = loadOfficialValidators(version);
    const examples = basicExamples(version);

    it(`${version} has the 36 examples, each with messages`, () => {
      assert.equal(examples.length, 36);
      for (const example of examples) assert.ok(example.messages.length > 0, example.file);
    });

    for (const example of examples) {
      it(`${version}/${example.file} parses as valid, message by message`, () => {
        example.messages.forEach((message, index) => {
          const result = validateMessage(message, {direction: 'agentToRenderer'});
          assert.deepEqual(
            result.ok ? [] : result.errors,
            [],
            `message ${index} of ${example.file} should be valid`,
          );
          assert.equal(official.server(message), true, 'the official schema agrees');
          assert.equal(exported.server(message), true, 'our exported JSON Schema agrees');
        });
      });
    }

    it(`${version} examples stay valid when their version is "v0.9.1"`, () => {
      for (const example of examples) {
        for (const message of example.messages) {
          const relabelled = {...(message as object), version: 'v0.9.1'};
          assert.equal(validateMessage(relabelled, {direction: 'agentToRenderer'}).ok, true);
        }
      }
    });
  }
});
