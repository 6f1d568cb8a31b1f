import {expect} from '@open-wc/testing';
import {agentUrl, joinUrl} from './frames.js';
import {TransportError} from './transport-error.js';

describe('agent URLs in the page', () => {
  it('resolves a relative agent URL against the page (the same server)', () => {
    expect(agentUrl(joinUrl('/agent', 'sse')).href).to.equal(`${location.origin}/agent/sse`);
  });

  it('keeps the query of the base when joining an endpoint path', () => {
    expect(joinUrl('https://a.example/agent/?token=t#x', '/rpc')).to.equal(
      'https://a.example/agent/rpc?token=t#x',
    );
  });

  it('refuses a URL of another scheme as unsupported', () => {
    let error: unknown;
    try {
      agentUrl('data:text/plain,hi');
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(TransportError);
    expect((error as TransportError).kind).to.equal('unsupported');
  });
});
