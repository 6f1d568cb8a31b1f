import {RestTransport} from './rest-transport.js';
import {SseTransport} from './sse-transport.js';
import type {ClientMetadataSource, Transport, WireProtocol} from './types.js';
import {WebSocketTransport} from './websocket-transport.js';

/**
 * What a transport factory receives from `<a2ui-agent>` (or any caller): the URL, the metadata
 * source, and any transport options (`headers`, `pollInterval`, `initialDelay`, …) passed
 * through to the transport's constructor.
 */
export interface TransportFactoryOptions {
  /** The agent's URL, as `<a2ui-agent url>` gives it. */
  url: string;
  /** Where each message's capabilities and data model come from (a `MessageProcessor`). */
  metadata?: ClientMetadataSource;
  /** The A2UI version spoken when it is not v0.9 (a `ProtocolAdapter` fits): see `WireProtocol`. */
  protocol?: WireProtocol;
  [option: string]: unknown;
}

/** Builds a transport for a URL. */
export type TransportFactory = (options: TransportFactoryOptions) => Transport;

const factories = new Map<string, TransportFactory>([
  ['sse', (options) => new SseTransport(options)],
  ['websocket', (options) => new WebSocketTransport(options)],
  ['ws', (options) => new WebSocketTransport(options)],
  ['rest', (options) => new RestTransport(options)],
]);

/**
 * Makes a transport available by name to `<a2ui-agent transport="…">`, in any case (`SSE` is
 * `sse`). SSE, WebSocket and REST are built in; importing `a2ui-elements/transports` registers
 * `a2a`, `agui` and `mcp` too.
 */
export function registerTransport(name: string, factory: TransportFactory): void {
  factories.set(name.toLowerCase(), factory);
}

/** The names of the registered transports. */
export function transportNames(): string[] {
  return [...factories.keys()];
}

/** Creates the transport registered under `name` (in any case), or undefined if there is none. */
export function createTransport(
  name: string,
  options: TransportFactoryOptions,
): Transport | undefined {
  return factories.get(name.toLowerCase())?.(options);
}
