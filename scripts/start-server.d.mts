import type {Server} from 'node:http';

/** Serves `dir` on `port` (0: a free one), plus `config` as JSON at `/config.json`. */
export declare function serveStatic(dir: string, port: number, config?: object): Promise<Server>;
