import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BASIC_CATALOG_ID,
  JsonlSplitter,
  MessageProcessor,
  basicCatalog,
  type ErrorBody,
} from '../../src/core.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';

const messages = [
  {version: 'v0.9', createSurface: {surfaceId: 'é☃', catalogId: BASIC_CATALOG_ID}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId: 'é☃',
      components: [{id: 'root', component: 'Text', text: 'Grüße 👋 — 你好'}],
    },
  },
  {version: 'v0.9', updateDataModel: {surfaceId: 'é☃', path: '/emoji', value: '🎉🎉'}},
];
const jsonl = messages.map((m) => JSON.stringify(m)).join('\n') + '\n';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of points) {
    chunks.push(bytes.slice(start, point));
    start = point;
  }
  chunks.push(bytes.slice(start));
  return chunks;
}

function collect(processor: MessageProcessor) {
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  return errors;
}

function assertApplied(processor: MessageProcessor) {
  const surface = processor.getSurface('é☃');
  assert.ok(surface, 'surface created');
  assert.equal(surface.component('root')?.['text'], 'Grüße 👋 — 你好');
  assert.deepEqual(surface.dataModel.snapshot(), {emoji: '🎉🎉'});
}

describe('JsonlSplitter', () => {
  it('splits a string into its non-blank lines', () => {
    const splitter = new JsonlSplitter();
    const lines = [...splitter.push('a\n\nb\n'), ...splitter.end()];
    assert.deepEqual(
      lines.map((l) => l.text),
      ['a', 'b'],
    );
  });

  it('keeps an unfinished line until the next chunk', () => {
    const splitter = new JsonlSplitter();
    assert.deepEqual(splitter.push('{"a"'), []);
    assert.deepEqual(
      splitter.push(':1}\n').map((l) => l.text),
      ['{"a":1}'],
    );
  });

  it('returns the last line without a trailing newline at the end', () => {
    const splitter = new JsonlSplitter();
    splitter.push('x\ny');
    assert.deepEqual(
      splitter.end().map((l) => l.text),
      ['y'],
    );
  });

  it('gives a message over several lines as one line, and a broken line as its own', () => {
    const splitter = new JsonlSplitter();
    const lines = [
      ...splitter.push('{"a": 1}\n{\n  "b": "}"\n}\n{"c": [\n{"d": 2}\n[\n  1\n]'),
      ...splitter.end(),
    ];
    assert.deepEqual(lines, [
      {line: 1, text: '{"a": 1}'},
      {line: 2, text: '{\n  "b": "}"\n}', lines: 3},
      {line: 5, text: '{"c": ['},
      {line: 6, text: '{"d": 2}'},
      {line: 7, text: '[\n  1\n]', lines: 3},
    ]);
  });

  it('strips the carriage return of CRLF lines', () => {
    const splitter = new JsonlSplitter();
    assert.deepEqual(
      splitter.push('a\r\nb\r\n').map((l) => l.text),
      ['a', 'b'],
    );
  });

  it('drops a byte order mark at the start', () => {
    const splitter = new JsonlSplitter();
    assert.deepEqual(
      splitter.push('\uFEFF{"a":1}\n').map((l) => l.text),
      ['{"a":1}'],
    );
  });

  it('numbers lines from 1, counting blank ones', () => {
    const splitter = new JsonlSplitter();
    assert.deepEqual(
      splitter.push('a\n\nb\n').map((l) => l.line),
      [1, 3],
    );
  });
});

describe('MessageProcessor.processJsonl', () => {
  it('processes a JSONL string', async () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    await processor.processJsonl(jsonl);
    assert.deepEqual(errors, []);
    assertApplied(processor);
  });

  it('processes a string without a trailing newline', async () => {
    const processor = new MessageProcessor();
    await processor.processJsonl(jsonl.trimEnd());
    assertApplied(processor);
  });

  it('processes a byte stream delivered one byte at a time', async () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    const bytes = new TextEncoder().encode(jsonl);
    await processor.processJsonl(streamOf([...bytes].map((b) => Uint8Array.of(b))));
    assert.deepEqual(errors, []);
    assertApplied(processor);
  });

  it('processes a byte stream split inside a multi-byte character', async () => {
    const processor = new MessageProcessor();
    const bytes = new TextEncoder().encode(jsonl);
    const emoji = new TextEncoder().encode('👋');
    const at = bytes.findIndex((b, i) => b === emoji[0] && bytes[i + 1] === emoji[1]);
    await processor.processJsonl(streamOf([bytes.slice(0, at + 2), bytes.slice(at + 2)]));
    assertApplied(processor);
  });

  it('processes a byte stream split at any points (property)', async () => {
    const bytes = new TextEncoder().encode(jsonl);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(bytes.length), {maxLength: 12}), async (cuts) => {
        const processor = new MessageProcessor();
        const errors = collect(processor);
        await processor.processJsonl(streamOf(splitAt(bytes, cuts)));
        assert.deepEqual(errors, []);
        assertApplied(processor);
      }),
      {numRuns: 150, seed: 4242},
    );
  });

  it('accepts a JSON array of messages on one line', async () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    await processor.processJsonl(JSON.stringify(messages) + '\n');
    assert.deepEqual(errors, []);
    assertApplied(processor);
  });

  it('reports a line that is not JSON as INVALID_JSON and goes on', async () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    const lines = jsonl.split('\n');
    lines.splice(1, 0, '{not json');
    await processor.processJsonl(lines.join('\n'));
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.code, 'INVALID_JSON');
    assert.match(errors[0]!.message, /line 2/);
    assertApplied(processor);
  });

  it('skips blank lines silently', async () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    await processor.processJsonl('\n\n' + jsonl.replace(/\n/g, '\n\n  \n'));
    assert.deepEqual(errors, []);
    assertApplied(processor);
  });

  it('applies completed lines before the stream ends (progressive)', async () => {
    const processor = new MessageProcessor();
    const encoder = new TextEncoder();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(JSON.stringify(messages[0]) + '\n'));
        await gate;
        controller.close();
      },
    });
    const done = processor.processJsonl(stream);
    for (let i = 0; i < 20 && !processor.getSurface('é☃'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.ok(processor.getSurface('é☃'), 'surface exists before the stream closed');
    release();
    await done;
  });

  it('a rejected stream rejects processJsonl', async () => {
    const processor = new MessageProcessor();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('network down'));
      },
    });
    await assert.rejects(processor.processJsonl(stream), /network down/);
  });
});

describe('MessageProcessor.processJsonl: what LLMs send instead of JSONL', () => {
  const errorsOf = async (input: string | ReadableStream<Uint8Array>) => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    await processor.processJsonl(input);
    return {processor, errors};
  };

  it('reports a message written over several lines once, saying one message per line', async () => {
    const pretty = JSON.stringify(messages[1], null, 2);
    const {processor, errors} = await errorsOf(
      [JSON.stringify(messages[0]), pretty, JSON.stringify(messages[2])].join('\n'),
    );
    const last = 1 + pretty.split('\n').length;
    assert.deepEqual(errors, [
      {
        code: 'INVALID_JSON',
        surfaceId: 'é☃',
        message: `JSONL lines 2–${last} hold one message: write each message on one line`,
      },
    ]);
    assert.deepEqual(processor.getSurface('é☃')?.dataModel.snapshot(), {emoji: '🎉🎉'});
  });

  it('reports it once when its lines come in separate chunks', async () => {
    const pretty = JSON.stringify(messages[0], null, 2) + '\n';
    const bytes = new TextEncoder().encode(pretty);
    const {errors} = await errorsOf(streamOf([...bytes].map((byte) => new Uint8Array([byte]))));
    assert.deepEqual(
      errors.map((e) => e.message),
      [
        `JSONL lines 1–${pretty.split('\n').length - 1} hold one message: write each message on one line`,
      ],
    );
  });

  it('ignores Markdown code fences around valid JSONL', async () => {
    const {processor, errors} = await errorsOf('```json\n' + jsonl + '```\n');
    assert.deepEqual(errors, []);
    assertApplied(processor);
  });

  it('reports a broken line once and goes on with the lines after it', async () => {
    const lines = jsonl.split('\n');
    lines.splice(1, 0, '{"version": "v0.9", "updateComponents": {"surfaceId": "é☃",');
    const {processor, errors} = await errorsOf(lines.join('\n'));
    assert.equal(errors.length, 1);
    assert.match(errors[0]!.message, /^JSONL line 2 is not valid JSON: /);
    assertApplied(processor);
  });

  it('hints at a trailing comma', async () => {
    const {errors} = await errorsOf('{"version": "v0.9", "deleteSurface": {"surfaceId": "s",}}\n');
    assert.equal(errors.length, 1);
    assert.match(
      errors[0]!.message,
      /^JSONL line 1 is not valid JSON: .*; JSON allows no trailing comma$/,
    );
  });

  it('hints at no trailing comma for a ", }" inside a string', async () => {
    // Broken elsewhere: the closing brace of updateComponents is missing.
    const line = String.raw`{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "t", "component": "Text", "text": "a, } \", ]"}]}`;
    const {errors} = await errorsOf(line + '\n');
    assert.equal(errors.length, 1);
    assert.match(errors[0]!.message, /^JSONL line 1 is not valid JSON: /);
    assert.doesNotMatch(errors[0]!.message, /trailing comma/);
  });

  it('reports a message written over several lines to the v0.8 and v1.0 adapters, as the processor does', async () => {
    const v08 = [
      {beginRendering: {surfaceId: 's', root: 'root'}},
      {
        surfaceUpdate: {
          surfaceId: 's',
          components: [{id: 'root', component: {Text: {text: {literalString: 'Hi'}}}}],
        },
      },
      {dataModelUpdate: {surfaceId: 's', contents: [{key: 'a', valueString: 'b'}]}},
    ];
    const v10 = [
      {version: 'v0.10', createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
      {
        version: 'v0.10',
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'Text', text: 'Hi'}],
        },
      },
      {version: 'v0.10', updateDataModel: {surfaceId: 's', path: '/a', value: 'b'}},
    ];
    for (const [Adapter, [first, second, third]] of [
      [V08Adapter, v08],
      [V1Adapter, v10],
    ] as const) {
      const processor = new MessageProcessor({catalogs: [basicCatalog, basicCatalogV1]});
      const errors = collect(processor);
      const pretty = JSON.stringify(third, null, 2);
      await new Adapter(processor).processJsonl(
        [JSON.stringify(first), JSON.stringify(second), pretty].join('\n'),
      );
      const last = 2 + pretty.split('\n').length;
      assert.deepEqual(errors, [
        {
          code: 'INVALID_JSON',
          surfaceId: 's',
          message: `JSONL lines 3–${last} hold one message: write each message on one line`,
        },
      ]);
      assert.equal(processor.getSurface('s')?.component('root')?.['text'], 'Hi');
      assert.deepEqual(processor.getSurface('s')?.dataModel.snapshot(), {});
    }
  });

  it('hints at a trailing comma in a string message to the v0.8 and v1.0 adapters', () => {
    for (const Adapter of [V08Adapter, V1Adapter]) {
      const processor = new MessageProcessor();
      const errors = collect(processor);
      new Adapter(processor).processMessages(['{"deleteSurface": {"surfaceId": "s",}}']);
      assert.match(
        errors[0]!.message,
        /^Message is not valid JSON: .*; JSON allows no trailing comma$/,
      );
    }
  });

  it('hints at a trailing comma in a message given as a string', () => {
    const processor = new MessageProcessor();
    const errors = collect(processor);
    processor.processMessages(['{"version": "v0.9", "deleteSurface": {"surfaceId": "s",}}']);
    assert.match(
      errors[0]!.message,
      /^Message is not valid JSON: .*; JSON allows no trailing comma$/,
    );
  });
});
