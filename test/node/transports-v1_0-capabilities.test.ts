// A v1.0 client whose capabilities are too long for a stream URL (inline catalogs) is still
// known as v1.0 when it connects over SSE or WebSocket: its first messages must say v0.10.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import {A2uiAgentHost} from '../../src/server/index.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {ClientMetadataSource, Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {serve} from './servers.js';

const catalogIds = ['https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json'];
const inlineCatalog = {
  catalogId: 'https://example.com/catalogs/shop.json',
  components: {Price: {type: 'object', description: 'x'.repeat(3000)}},
};
const metadata: ClientMetadataSource = {
  clientCapabilities: () => ({
    'v0.10': {supportedCatalogIds: catalogIds, inlineCatalogs: [inlineCatalog]},
  }),
  clientDataModel: () => undefined,
};

const versions: string[] = [];
const host = new A2uiAgentHost({
  onConnect(session) {
    versions.push(session.protocolVersion);
  },
});
const running = await serve(host);

const connectors: Record<string, () => Transport> = {
  sse: () => new SseTransport({url: running.url, metadata}),
  websocket: () =>
    new WebSocketTransport({
      url: running.url.replace(/^http/, 'ws') + '/ws',
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
      metadata,
    }),
};

for (const [name, connector] of Object.entries(connectors)) {
  describe(`a v1.0 client with inline catalogs over ${name}`, () => {
    it('is a v1.0 session before onConnect runs, with its catalog ids', async () => {
      versions.length = 0;
      const transport = connector();
      await transport.connect();
      const start = Date.now();
      while (versions.length === 0 && Date.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      transport.close();
      assert.deepEqual(versions, ['v0.10']);
      const session = [...host.sessions.values()].at(-1);
      assert.deepEqual(session?.clientCapabilities, {'v0.10': {supportedCatalogIds: catalogIds}});
    });
  });
}
