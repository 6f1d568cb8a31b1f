import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {V1Adapter, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor, type ErrorBody} from '../../src/core.js';
import {isRecord} from '../../src/protocol/json-values.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {specDir} from './helpers/spec-dir.js';
import {v1Accepts, v1Problems} from './helpers/v1_0-verdict.js';

// The whole agent messages the v0.10 protocol document shows (its ```json blocks and the lines
// of its ```jsonl stream): our verdict equals the official schema's on each, and the valid
// surface messages run through V1Adapter without an error.

const official = loadOfficialValidators('v0_10');
const AGENT_KEYS = [
  'createSurface',
  'updateComponents',
  'updateDataModel',
  'deleteSurface',
  'actionResponse',
  'callFunction',
];

function documentMessages(): Record<string, unknown>[] {
  const text = readFileSync(join(specDir, 'v0_10/docs/a2ui_protocol.md'), 'utf8');
  const messages: Record<string, unknown>[] = [];
  for (const [, lang, body] of text.matchAll(/```(json|jsonl)\n([\s\S]*?)```/g)) {
    for (const item of lang === 'jsonl' ? body!.trim().split('\n') : [body!]) {
      let value: unknown;
      try {
        value = JSON.parse(item);
      } catch {
        continue; // a fragment of a message, not a message
      }
      if (isRecord(value) && 'version' in value && AGENT_KEYS.some((key) => key in value)) {
        messages.push(value);
      }
    }
  }
  return messages;
}

const messages = documentMessages();
const kindOf = (message: Record<string, unknown>) => AGENT_KEYS.find((key) => key in message)!;

describe('the v0.10 protocol document: its agent messages', () => {
  it('finds at least one message of each surface kind and an actionResponse', () => {
    const kinds = new Set(messages.map(kindOf));
    for (const kind of AGENT_KEYS.slice(0, 5)) assert.ok(kinds.has(kind), kind);
  });

  for (const [index, message] of messages.entries()) {
    it(`message ${index} (${kindOf(message)}): our verdict equals the official one`, () => {
      assert.equal(v1Accepts(message), official.server(message), JSON.stringify(message));
    });
  }

  // Its checks are {call, args, message}, where the schema has {condition, message}: the error
  // says how to write them.
  it("refuses the document's contact form, as the official schema does: its checks are in an older form", () => {
    const form = messages.find(
      (m) => kindOf(m) === 'updateComponents' && JSON.stringify(m).includes('contact_form_1'),
    )!;
    assert.equal(official.server(form), false);
    assert.deepEqual(v1Problems(form)[0], {
      path: '/updateComponents/components/14/checks/0',
      message: 'Put the call in condition: {"condition": {"call", "args"}, "message"}',
    });
  });

  it('runs its valid surface messages through V1Adapter, in order, without an error', () => {
    const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const created = new Set<string>();
    let processed = 0;
    for (const message of messages.filter((m) => official.server(m))) {
      const kind = kindOf(message);
      const body = message[kind] as {surfaceId?: string};
      if (kind === 'actionResponse') continue; // answers an action this client never sent
      if (kind === 'createSurface') created.add(body.surfaceId!);
      // The document shows some data updates without their surface's creation: create it first.
      if (kind !== 'createSurface' && !created.has(body.surfaceId!)) {
        processor.processMessages([
          {
            version: 'v0.9',
            createSurface: {surfaceId: body.surfaceId!, catalogId: basicCatalogV1.id},
          },
        ]);
        created.add(body.surfaceId!);
      }
      adapter.processMessages(message);
      processed++;
    }
    assert.ok(processed >= 6, `processed ${processed}`);
    assert.deepEqual(errors, []);
  });
});
