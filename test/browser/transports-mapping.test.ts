import {expect} from '@open-wc/testing';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2uiStateProjection} from '../../src/server/agui-state-projection.js';
import {a2uiMessagesOfParts} from '../../src/transports/a2ui-parts.js';
import {A2uiActivityReader} from '../../src/transports/agui-activity.js';
import {A2uiStateMapper} from '../../src/transports/agui-state-mapper.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const create = (surfaceId: string) => ({
  version: 'v0.9',
  createSurface: {surfaceId, catalogId: CATALOG},
});
const data = (surfaceId: string, path: string, value: unknown) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId, path, value},
});
const activity = (messageId: string, operations: unknown[], replace?: boolean) => ({
  messageId,
  activityType: 'a2ui-surface',
  content: {operations},
  ...(replace === undefined ? {} : {replace}),
});

describe('AG-UI a2ui-surface activities', () => {
  it('yields every operation of a new activity snapshot', () => {
    const reader = new A2uiActivityReader();
    expect(reader.snapshot(activity('m', [create('a'), data('a', '/x', 1)]))).to.have.length(2);
  });

  it('ignores a non-replacing snapshot of a known activity', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity('m', [create('a')]));
    expect(reader.snapshot(activity('m', [create('a')], false))).to.deep.equal([]);
  });

  it('yields only the operations a delta appends', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity('m', [create('a')]));
    const added = reader.delta({
      messageId: 'm',
      activityType: 'a2ui-surface',
      patch: [{op: 'add', path: '/operations/-', value: data('a', '/x', 2)}],
    });
    expect(added).to.deep.equal([data('a', '/x', 2)]);
  });

  it('treats a delta for an unknown activity as a no-op', () => {
    const reader = new A2uiActivityReader();
    expect(
      reader.delta({messageId: 'nope', patch: [{op: 'add', path: '/operations/-', value: 1}]}),
    ).to.deep.equal([]);
  });

  it('ignores activities of other types', () => {
    const reader = new A2uiActivityReader();
    expect(
      reader.snapshot({messageId: 'p', activityType: 'PLAN', content: {operations: [create('a')]}}),
    ).to.deep.equal([]);
  });

  it('yields only the new tail of a replacing snapshot that extends the content', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity('m', [create('a')]));
    expect(reader.snapshot(activity('m', [create('a'), data('a', '/y', 3)], true))).to.deep.equal([
      data('a', '/y', 3),
    ]);
  });
});

describe('AG-UI shared state mapping', () => {
  const state = {
    surfaces: {
      main: {
        catalogId: CATALOG,
        components: {root: {id: 'root', component: 'Text', text: {path: '/greeting'}}},
        dataModel: {greeting: 'Hi'},
      },
    },
  };

  it('creates each surface of a snapshot with its components and data model', () => {
    const messages = new A2uiStateMapper().snapshot(state);
    expect(messages).to.deep.equal([
      create('main'),
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 'main', components: [state.surfaces.main.components.root]},
      },
      data('main', '/', {greeting: 'Hi'}),
    ]);
  });

  it('leaves a surface a later snapshot did not change alone', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    const other = {catalogId: CATALOG, components: {}, dataModel: {}};
    expect(mapper.snapshot({surfaces: {...state.surfaces, other}})).to.deep.equal([
      create('other'),
      data('other', '/', {}),
    ]);
  });

  it('deletes a surface missing from a later snapshot', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    expect(mapper.snapshot({surfaces: {}})).to.deep.equal([
      {version: 'v0.9', deleteSurface: {surfaceId: 'main'}},
    ]);
  });

  it('maps a data model delta to updateDataModel at the same path', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    const messages = mapper.delta([
      {op: 'replace', path: '/surfaces/main/dataModel/greeting', value: 'Hello'},
    ]);
    expect(messages).to.deep.equal([data('main', '/greeting', 'Hello')]);
  });

  it('maps a component delta to updateComponents with that component', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    const button = {id: 'b', component: 'Divider'};
    expect(
      mapper.delta([{op: 'add', path: '/surfaces/main/components/b', value: button}]),
    ).to.deep.equal([
      {version: 'v0.9', updateComponents: {surfaceId: 'main', components: [button]}},
    ]);
  });

  it('maps the removal of a surface to deleteSurface', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    expect(mapper.delta([{op: 'remove', path: '/surfaces/main'}])).to.deep.equal([
      {version: 'v0.9', deleteSurface: {surfaceId: 'main'}},
    ]);
  });

  it('ignores deltas outside the surfaces', () => {
    const mapper = new A2uiStateMapper();
    mapper.snapshot(state);
    expect(mapper.delta([{op: 'add', path: '/other', value: 1}])).to.deep.equal([]);
  });

  it('round-trips A2UI through the state projection to the same rendered model', () => {
    const original = [
      create('s'),
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [
            {id: 'root', component: 'Column', children: ['t']},
            {id: 't', component: 'Text', text: {path: '/user/name'}},
          ],
        },
      },
      data('s', '/user/name', 'Ada'),
      data('s', '/deep/a/b', 1),
      data('s', '/user/name', 'Grace'),
    ];
    const projection = new A2uiStateProjection();
    const mapper = new A2uiStateMapper();
    const mapped = original.flatMap((message) =>
      projection
        .apply(message)
        .flatMap((event) =>
          event.type === 'STATE_SNAPSHOT'
            ? mapper.snapshot(event.snapshot)
            : mapper.delta(event.delta),
        ),
    );
    const direct = new MessageProcessor();
    direct.processMessages(original);
    const viaState = new MessageProcessor();
    viaState.processMessages(mapped);
    const a = direct.getSurface('s')!;
    const b = viaState.getSurface('s')!;
    expect(b.dataModel.snapshot()).to.deep.equal(a.dataModel.snapshot());
    expect(b.component('t')).to.deep.equal(a.component('t'));
    expect(b.component('root')).to.deep.equal(a.component('root'));
  });
});

describe('A2UI in A2A parts', () => {
  const part = (value: unknown, mediaType = '', metadata?: Record<string, unknown>) => ({
    content: {$case: 'data', value},
    mediaType,
    metadata,
  });

  it('reads a data part typed application/a2ui+json holding a list', () => {
    expect(
      a2uiMessagesOfParts([part([create('a'), create('b')], 'application/a2ui+json')]),
    ).to.have.length(2);
  });

  it('reads the older application/json+a2ui type from the part metadata, holding one message', () => {
    expect(
      a2uiMessagesOfParts([part(create('a'), '', {mimeType: 'application/json+a2ui'})]),
    ).to.deep.equal([create('a')]);
  });

  it('unwraps a list a v0.3 data part carries as {value: [...]}', () => {
    expect(
      a2uiMessagesOfParts([part({value: [create('a')]}, 'application/a2ui+json')]),
    ).to.deep.equal([create('a')]);
  });

  it('reads untyped data parts only when they look like A2UI', () => {
    expect(a2uiMessagesOfParts([part(create('a')), part({weather: 'sunny'})])).to.deep.equal([
      create('a'),
    ]);
  });

  it('skips text parts', () => {
    expect(a2uiMessagesOfParts([{content: {$case: 'text', value: 'hi'}}])).to.deep.equal([]);
  });
});
