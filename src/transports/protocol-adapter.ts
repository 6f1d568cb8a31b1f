import type {MessageProcessor} from '../state/message-processor.js';

/**
 * Speaks another A2UI version to the agent on top of a v0.9 MessageProcessor. `V08Adapter`
 * (`a2ui-elements/v0_8`) is one; give it to `<a2ui-agent>` as `adapter`. The connectors only
 * know this shape (they import no adapter), so any object with these members works.
 *
 * An adapter that is also an EventTarget may dispatch `message` events (a CustomEvent whose
 * `detail` is a client message already in wire form, e.g. a v1.0 `functionResponse`):
 * `<a2ui-agent>` sends them to the agent as they are.
 */
export interface ProtocolAdapter {
  /** The processor the adapter feeds (surfaces live there). */
  readonly processor: MessageProcessor;
  /** The wire version: 'v0.8' or 'v0.10'. v0.8 messages carry no `version` field. */
  readonly protocolVersion: string;
  /**
   * The A2A extension URI of that version (v0.8: https://a2ui.org/a2a-extension/a2ui/v0.8;
   * v0.10: https://a2ui.org/a2a-extension/a2ui/v0.10).
   */
  readonly a2aExtensionUri: string;
  /**
   * Feeds the agent's messages of that version (same inputs MessageProcessor.processMessages
   * takes).
   */
  processMessages(messages: unknown): void;
  /**
   * The wire form of a v0.9 client message (`{version: 'v0.9', action}` or
   * `{version: 'v0.9', error}`), or undefined to drop it.
   */
  toClientMessage(message: unknown): object | undefined;
  /** `a2uiClientCapabilities` metadata in that version's shape (undefined: none). */
  clientCapabilities(): unknown;
  /** `a2uiClientDataModel` metadata in that version's shape (undefined: none). */
  clientDataModel(): unknown;
}
