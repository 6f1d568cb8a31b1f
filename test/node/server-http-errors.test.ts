import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';
import type {RunningA2uiServer} from '../../src/server/index.js';
import {MAX_BODY_BYTES} from '../../src/server/http-utils.js';
import {serve} from './servers.js';

let agent: RunningA2uiServer;

before(async () => {
  agent = await serve({onConnect: () => undefined});
});

const post = (path: string, body: string) =>
  fetch(agent.url + path, {method: 'POST', headers: {'content-type': 'application/json'}, body});

describe('agent server answers to malformed requests', () => {
  it('answers a JSON-RPC body that is not JSON with a parse error (-32700)', async () => {
    const response = await post('/rpc', '{not json');
    const body = (await response.json()) as {id: unknown; error: {code: number}};
    assert.equal(body.error.code, -32700);
    assert.equal(body.id, null);
  });

  it('answers a JSON-RPC body that is JSON but no request with an invalid request (-32600)', async () => {
    const response = await post('/rpc', '[]');
    const body = (await response.json()) as {error: {code: number}};
    assert.equal(body.error.code, -32600);
  });

  it('answers a body over the size limit with 413, without internal details', async () => {
    const response = await post('/action', '"' + 'a'.repeat(MAX_BODY_BYTES) + '"');
    assert.equal(response.status, 413);
    const body = (await response.json()) as {error: string};
    assert.doesNotMatch(body.error, /^Error:/);
  });

  it('keeps serving after a body over the size limit', async () => {
    await post('/connect', 'x'.repeat(MAX_BODY_BYTES + 10)).catch(() => undefined);
    const response = await post('/connect', '{}');
    assert.equal(response.status, 200);
  });
});

describe('agent server address', () => {
  it('gives a URL that works when listening on an IPv6 address', async () => {
    const v6 = await serve({onConnect: () => undefined}, {hostname: '::1'});
    assert.equal(new URL(v6.url).port, String(v6.port));
    const response = await fetch(v6.url + '/connect', {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{}',
    });
    assert.equal(response.status, 200);
  });
});

describe('agent server paths', () => {
  it('serves an endpoint written with a trailing slash (/connect/)', async () => {
    const response = await post('/connect/', '{}');
    assert.equal(response.status, 200);
  });
});
