// What the end-to-end page loads: the full package plus every connector, bundled by esbuild as
// an application's bundler would (the MCP SDK brings CommonJS and JSON modules along).
export {MessageProcessor} from '../../src/index.js';
export * from '../../src/transports/index.js';
