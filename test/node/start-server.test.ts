import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {serveStatic} from '../../scripts/start-server.mjs';

let server: Server;
let base: string;
let dir: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a2ui-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>gallery</title>');
  server = await serveStatic(dir, 0, {agent: null});
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(dir, {recursive: true, force: true});
});

describe('the static server of npm start', () => {
  it('serves index.html for the root', async () => {
    const response = await fetch(base + '/');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /gallery/);
  });

  it('answers 400 to a path that is not valid percent-encoding and keeps serving', async () => {
    const bad = await fetch(base + '/%E0%A4%A');
    assert.equal(bad.status, 400);
    const next = await fetch(base + '/');
    assert.equal(next.status, 200);
  });

  it('refuses a path outside the folder', async () => {
    const response = await fetch(base + '/..%2f..%2fetc%2fpasswd');
    assert.ok([403, 404].includes(response.status), `status ${response.status}`);
  });

  it('listens on this machine only (127.0.0.1), not on every interface', () => {
    assert.equal((server.address() as AddressInfo).address, '127.0.0.1');
  });

  it('listens on another interface when given one (HOST)', async () => {
    const other = await serveStatic(dir, 0, {agent: null}, '0.0.0.0');
    try {
      assert.equal((other.address() as AddressInfo).address, '0.0.0.0');
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      assert.equal(response.status, 200);
    } finally {
      other.close();
    }
  });
});
