// The static file server of `npm start`: serves a folder, plus `/config.json` telling the
// gallery where the demo agent listens.
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize, sep} from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * Serves `dir` on `port` (0: a free one) of `host` and resolves once listening.
 * @param {string} dir
 * @param {number} port
 * @param {object} config JSON served at /config.json
 * @param {string} host interface to listen on: this machine only by default, not the LAN
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic(dir, port, config = {}, host = '127.0.0.1') {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.json') {
      response.writeHead(200, {'content-type': types['.json'], 'cache-control': 'no-store'});
      response.end(JSON.stringify(config));
      return;
    }
    let decoded;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // Not valid percent-encoding (`/%E0%A4%A`): a bad request, never a crash of `npm start`.
      response.writeHead(400, {'content-type': types['.txt']}).end('Bad request');
      return;
    }
    let path = normalize(join(dir, decoded));
    if (path !== dir && !path.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) {
      response.writeHead(404, {'content-type': types['.txt']}).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
