import fc from 'fast-check';
import {
  checks,
  componentArbOf,
  componentProps,
  d,
  num,
  path,
  str,
  surfaceMessageArbOf,
  withRequired,
  type ComponentProps,
  type MutationExtras,
} from './arbitraries.js';

// Generators of A2UI v1.0 (wire "v0.10") agent messages: the v0.9 ones with v1.0's changes to
// the basic catalog, plus `actionResponse`. Mutants use what v1.0 adds or removes as well.

type Obj = Record<string, unknown>;

/** v1.0's Button action: an event may ask for an `actionResponse` written at `responsePath`. */
const actionV1 = fc.oneof(
  fc.record({
    event: withRequired(
      {name: str},
      {
        context: fc.dictionary(fc.constantFrom('a', 'b', 'id'), d.value, {maxKeys: 2}),
        wantResponse: fc.boolean(),
        responsePath: fc.oneof(path, str),
      },
    ),
  }),
  fc.record({functionCall: d.call}),
);

/** The properties of the v1.0 basic catalog's components. */
export const componentPropsV1: ComponentProps = {
  ...componentProps,
  Icon: [{name: fc.oneof(fc.constantFrom('add', 'star', 'volumeUp'), fc.record({path: str}))}, {}],
  Video: [{url: d.string}, {posterUrl: d.string}],
  Button: [{...componentProps['Button']![0], action: actionV1}, componentProps['Button']![1]],
  TextField: [
    {label: d.string},
    {
      value: d.string,
      placeholder: d.string,
      variant: fc.constantFrom('longText', 'number', 'shortText', 'obscured'),
      checks,
    },
  ],
  Slider: [
    {value: d.number, max: num},
    {label: d.string, min: num, steps: fc.integer({min: 1, max: 12}), checks},
  ],
};

/** A valid component of the v1.0 basic catalog. */
export const componentArbV1: fc.Arbitrary<Obj> = componentArbOf(componentPropsV1);

const version = fc.constant('v0.10');

/** A valid `actionResponse`: a value (any JSON) or an error. */
export const actionResponseArb: fc.Arbitrary<Obj> = fc.record({
  version,
  actionId: fc.oneof(fc.constantFrom('1', 'suggest-1'), str),
  actionResponse: fc.oneof(
    fc.record({value: fc.jsonValue({maxDepth: 2})}),
    fc.record({error: fc.record({code: str, message: str})}),
  ),
});

/** A valid v1.0 agent → renderer message (every kind but `callFunction`). */
export const serverMessageArbV1: fc.Arbitrary<Obj> = fc.oneof(
  {weight: 5, arbitrary: surfaceMessageArbOf(version, componentArbV1)},
  {weight: 1, arbitrary: actionResponseArb},
);

/** Mutations of v1.0 messages also add v1.0's new properties and its removed one. */
export const mutationsV1: MutationExtras = {
  keys: [
    'wantResponse',
    'responsePath',
    'posterUrl',
    'placeholder',
    'validationRegexp',
    'steps',
    'callableFrom',
    'actionId',
    'actionResponse',
    'value',
    'error',
    'message',
  ],
  strings: ['v0.10', 'clientOnly', 'remoteOnly', 'clientOrRemote'],
};
