// The toolkit's `cors` option, as a page on another origin meets it: the preflight allows the
// headers the page asks to send (a connector's `headers` option may carry credentials in any,
// such as x-api-key, which a fixed list refused), and the page can read the session and
// Retry-After headers of the replies.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createA2uiHandler} from '../../src/server/index.js';
import {serve} from './servers.js';

const page = 'http://app.example';

describe('CORS', () => {
  it('answers a preflight with the origin, the methods and the headers the page asks for', async () => {
    const server = await serve({}, {cors: '*'});
    const response = await fetch(`${server.url}/action`, {
      method: 'OPTIONS',
      headers: {
        origin: page,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-api-key, idempotency-key',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), page);
    assert.match(response.headers.get('access-control-allow-methods')!, /\bPOST\b/);
    assert.equal(
      response.headers.get('access-control-allow-headers'),
      'content-type, x-api-key, idempotency-key',
    );
    assert.match(response.headers.get('vary')!, /access-control-request-headers/);
  });

  it('lets the page read the session id and Retry-After of a reply', async () => {
    const server = await serve({}, {cors: page});
    const response = await fetch(`${server.url}/connect`, {
      method: 'POST',
      headers: {origin: page, 'content-type': 'application/json'},
      body: '{}',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), page);
    const exposed = response.headers.get('access-control-expose-headers')!.split(/,\s*/);
    assert.ok(
      exposed.includes('x-a2ui-session') && exposed.includes('retry-after'),
      exposed.join(),
    );
  });

  it('with corsCredentials lets the pages it names send cookies, and only them', async () => {
    const server = await serve({}, {cors: [page], corsCredentials: true});
    const ask = (origin: string) =>
      fetch(`${server.url}/connect`, {
        method: 'OPTIONS',
        headers: {origin, 'access-control-request-method': 'POST'},
      });
    const allowed = await ask(page);
    assert.equal(allowed.headers.get('access-control-allow-origin'), page);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
    const other = await ask('http://evil.example');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    assert.equal(other.headers.get('access-control-allow-credentials'), null);
    // Unread, a request of another site would still act as the user (an EventSource with
    // credentials opens a session): it is refused, as a WebSocket of that site is.
    const stream = await fetch(`${server.url}/sse`, {headers: {origin: 'http://evil.example'}});
    assert.equal(stream.status, 403);
    const own = new AbortController();
    const allowedStream = await fetch(`${server.url}/sse`, {
      headers: {origin: page},
      signal: own.signal,
    });
    assert.equal(allowedStream.status, 200);
    own.abort();
    // Without the option, no page's cookies are asked for.
    const plain = await serve({}, {cors: [page]});
    const response = await fetch(`${plain.url}/connect`, {
      method: 'OPTIONS',
      headers: {origin: page, 'access-control-request-method': 'POST'},
    });
    assert.equal(response.headers.get('access-control-allow-credentials'), null);
  });

  it("refuses corsCredentials with cors '*', 'null' or none: any site could use the user's cookies", () => {
    for (const cors of ['*', undefined, 'null', '', [page, 'null']]) {
      assert.throws(
        () => createA2uiHandler({} as never, {cors, corsCredentials: true}),
        /corsCredentials needs cors to name/,
      );
    }
  });

  it('gives a page of an origin cors does not name no CORS header', async () => {
    const server = await serve({}, {cors: page});
    const response = await fetch(`${server.url}/connect`, {
      method: 'POST',
      headers: {origin: 'http://evil.example', 'content-type': 'application/json'},
      body: '{}',
    });
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  it('adds no CORS header without the option', async () => {
    const server = await serve({});
    const response = await fetch(`${server.url}/connect`, {
      method: 'POST',
      headers: {origin: page, 'content-type': 'application/json'},
      body: '{}',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });
});
