// Two <a2ui-agent>s given the same processor (security audit h65, finding 5): each agent shows,
// and tells its agent about, only the surfaces its own agent created: the user's actions, the
// renderer's errors and the synced data models of the other agent's surfaces stay with it.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {
  buttonSurface,
  FakeTransport,
  shownSurfaces,
  surfaceButton,
  until,
} from '../../src/transports/fake-transport.test.helper.js';

/** A surface with a button sending `go` and the value the user typed (`/typed`). */
const surface = (surfaceId: string, typed: string) => buttonSurface(surfaceId, 'typed', typed);

/** Agents A and B on one processor, A's agent having made surface `a`, B's surface `b`. */
async function mountTwo() {
  const processor = new MessageProcessor();
  const a = new FakeTransport();
  const b = new FakeTransport();
  const host = await fixture<HTMLElement>(html`
    <div>
      <a2ui-agent id="a" .processor=${processor} .connection=${a}></a2ui-agent>
      <a2ui-agent id="b" .processor=${processor} .connection=${b}></a2ui-agent>
    </div>
  `);
  const agentA = host.querySelector<A2uiAgent>('#a')!;
  const agentB = host.querySelector<A2uiAgent>('#b')!;
  a.push(surface('a', 'public'));
  b.push(surface('b', 'my secret'));
  await agentA.updateComplete;
  await agentB.updateComplete;
  return {processor, a, b, agentA, agentB};
}

describe('<a2ui-agent>s sharing a processor', () => {
  it('each shows only the surfaces its agent created', async () => {
    const {agentA, agentB} = await mountTwo();
    expect(shownSurfaces(agentA)).to.deep.equal(['a']);
    expect(shownSurfaces(agentB)).to.deep.equal(['b']);
  });

  it("sends the user's action, and the data model, to the agent of its surface only", async () => {
    const {a, b, agentA, agentB} = await mountTwo();
    (await surfaceButton(agentB, 'b')).click();
    await until(() => b.sent.length === 1);
    expect(b.sent[0]!.message).to.deep.nested.include({'action.surfaceId': 'b'});
    expect(b.sent[0]!.message).to.deep.nested.include({'action.context.typed': 'my secret'});
    expect(b.sent[0]!.metadata.a2uiClientDataModel).to.deep.equal({
      version: 'v0.9',
      surfaces: {b: {typed: 'my secret'}},
    });
    (await surfaceButton(agentA, 'a')).click();
    await until(() => a.sent.length === 1);
    // A's agent hears neither B's action nor what the user typed on B's surface.
    expect(a.sent).to.have.length(1);
    expect(a.sent[0]!.message).to.deep.nested.include({'action.surfaceId': 'a'});
    expect(a.sent[0]!.metadata.a2uiClientDataModel).to.deep.equal({
      version: 'v0.9',
      surfaces: {a: {typed: 'public'}},
    });
    expect(b.sent).to.have.length(1);
  });

  it('sends an error to the agent whose message or surface it is about', async () => {
    const {a, b} = await mountTwo();
    // A message for a surface nobody created: its sender hears about it.
    a.push([{version: 'v0.9', updateDataModel: {surfaceId: 'nobody', path: '/x', value: 1}}]);
    // A component of an unknown type on B's surface.
    b.push([
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 'b', components: [{id: 'odd', component: 'Nope'}]},
      },
    ]);
    await until(() => a.sent.length > 0 && b.sent.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(
      a.sent.map((s) => (s.message as {error: {surfaceId: string}}).error.surfaceId),
    ).to.deep.equal(['nobody']);
    expect(
      b.sent.map((s) => (s.message as {error: {surfaceId: string}}).error.surfaceId),
    ).to.deep.equal(['b']);
  });
});
