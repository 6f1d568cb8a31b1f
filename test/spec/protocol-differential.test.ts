import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import fc from 'fast-check';
import {validateMessage} from '../../src/protocol/validate.js';
import {basicServerMessageSchemas} from '../../src/protocol/v0_9/server-messages.js';
import {clientMessageSchema} from '../../src/protocol/v0_9/client-messages.js';
import {clientMessageArb, mutantOf, serverMessageArb} from './helpers/arbitraries.js';
import {loadExportedValidators} from './helpers/exported-validator.js';
import {loadOfficialValidators} from './helpers/official-validator.js';
import {basicExamples, specVersions} from './helpers/spec-dir.js';

// Our zod verdict must equal ajv's verdict with the official JSON Schemas, for valid messages
// and for mutants of them. Fixed seed: a failure is reproducible and shrunk to a small case.
const SEED = Number(process.env.A2UI_DIFF_SEED ?? 20260909);
const RUNS = Number(process.env.A2UI_DIFF_RUNS ?? 2000);

const official = loadOfficialValidators('v0_9');
// The JSON Schemas we export must say the same as the zod schemas they come from.
const exported = loadExportedValidators();
const exampleMessages = specVersions.flatMap((version) =>
  basicExamples(version).flatMap((example) => example.messages),
) as Record<string, unknown>[];

let total = 0;

interface Tally {
  valid: number;
  invalid: number;
}

function agrees(
  message: unknown,
  direction: 'agentToRenderer' | 'rendererToAgent',
  tally: Tally,
): boolean {
  const expected =
    direction === 'agentToRenderer' ? official.server(message) : official.client(message);
  const ours = validateMessage(message, {direction}).ok;
  const schema = (
    direction === 'agentToRenderer' ? basicServerMessageSchemas.serverMessage : clientMessageSchema
  ).safeParse(message).success;
  const ourJson =
    direction === 'agentToRenderer' ? exported.server(message) : exported.client(message);
  if (expected) tally.valid++;
  else tally.invalid++;
  return ours === expected && schema === expected && ourJson === expected;
}

function run(
  name: string,
  arb: fc.Arbitrary<unknown>,
  direction: 'agentToRenderer' | 'rendererToAgent',
) {
  const tally: Tally = {valid: 0, invalid: 0};
  fc.assert(
    fc.property(arb, (message) => agrees(message, direction, tally)),
    {seed: SEED, numRuns: RUNS},
  );
  total += tally.valid + tally.invalid;
  console.log(
    `  ${name}: ${tally.valid + tally.invalid} cases (${tally.valid} valid, ${tally.invalid} invalid)`,
  );
  return tally;
}

describe('differential: zod verdict equals the official JSON Schema verdict (ajv)', () => {
  after(() => {
    console.log(`  differential total: ${total} generated cases, 0 disagreements (seed ${SEED})`);
    assert.ok(total >= 10_000 || RUNS < 2000, 'at least 10,000 cases at the default run count');
  });

  it('agrees on generated valid agent messages', () => {
    const tally = run('valid agent messages', serverMessageArb, 'agentToRenderer');
    assert.ok(tally.valid > RUNS * 0.9, 'the generator should produce valid messages');
  });

  it('agrees on mutants of generated agent messages', () => {
    const tally = run('mutated agent messages', mutantOf(serverMessageArb), 'agentToRenderer');
    assert.ok(tally.invalid > RUNS * 0.4, 'mutants should be mostly invalid');
  });

  it('agrees on mutants of the official examples', () => {
    run(
      'mutated official examples',
      mutantOf(fc.constantFrom(...exampleMessages)),
      'agentToRenderer',
    );
  });

  it('agrees on generated valid renderer messages', () => {
    run('valid renderer messages', clientMessageArb, 'rendererToAgent');
  });

  it('agrees on mutants of renderer messages', () => {
    run('mutated renderer messages', mutantOf(clientMessageArb), 'rendererToAgent');
  });

  it('agrees on arbitrary JSON values in both directions', () => {
    run('arbitrary JSON (agent)', fc.jsonValue({maxDepth: 3}), 'agentToRenderer');
    run('arbitrary JSON (renderer)', fc.jsonValue({maxDepth: 3}), 'rendererToAgent');
  });
});
