// REST polling against a slow agent: a poll still waiting for its reply when the interval comes
// round again is not joined by another. They queued one per tick, so an agent answering in 200 ms
// to a 20 ms interval got ten polls waiting, and a poll went out after one refused the
// credentials and closed the transport.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {RestTransport} from '../../src/transports/rest-transport.js';

describe('REST polling a slow agent', () => {
  it('sends one poll at a time', async () => {
    let polls = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    const server = createServer((req, res) => {
      if (req.url === '/connect') {
        res.writeHead(200, {'content-type': 'application/json', 'x-a2ui-session': 's1'});
        return void res.end('[]');
      }
      if (req.url !== '/poll') return void res.writeHead(204).end();
      polls++;
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, {'content-type': 'application/json'}).end('[]');
      }, 200);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    after(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const transport = new RestTransport({url, pollInterval: 20});
    await transport.connect();
    await new Promise((resolve) => setTimeout(resolve, 700));
    transport.close();
    // A poll sent just before close() may reach the server just after it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pollsWhenClosed = polls;
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(mostInFlight, 1);
    assert.ok(polls >= 2 && polls <= 4, `${polls} polls in 700 ms`);
    assert.equal(polls, pollsWhenClosed, 'no poll after close()');
  });
});
