// serveA2ui given an existing host takes the server's options only: the host's own options
// (maxSessions, handlerTimeoutMs, …) were given to `new A2uiAgentHost`, and serveA2ui would
// ignore them. TypeScript says so (this file fails `tsc` otherwise).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost, serveA2ui} from '../../src/server/index.js';
import {stopAfterTests} from './servers.js';

describe('serveA2ui options', () => {
  it('applies the host options given with handlers', async () => {
    const server = stopAfterTests(await serveA2ui({}, {port: 0, maxSessions: 1}));
    server.host.open('rest');
    server.host.open('rest');
    assert.equal(server.host.sessions.size, 1);
  });

  it('refuses, in TypeScript, host options given with an existing host', async () => {
    const host = new A2uiAgentHost({}, {maxSessions: 1});
    const server = stopAfterTests(
      await serveA2ui(host, {
        port: 0,
        // @ts-expect-error maxSessions is an option of the host, which serveA2ui would ignore
        maxSessions: 5,
      }),
    );
    host.open('rest');
    host.open('rest');
    assert.equal(server.host.sessions.size, 1);
  });
});
