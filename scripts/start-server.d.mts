import type {Server} from 'node:http';

/**
 * Serves `dir` on `port` (0: a free one) of `host` (default 127.0.0.1: this machine only), plus
 * `config` as JSON at `/config.json`.
 */
export declare function serveStatic(
  dir: string,
  port: number,
  config?: object,
  host?: string,
): Promise<Server>;
