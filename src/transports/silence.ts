import {TransportError} from './transport-error.js';

/**
 * The chunks of `stream`, failing with a `network` TransportError once none came for `idleMs`
 * while they were wanted (a connection dropped without being closed, which would otherwise be
 * waited on forever); then `onSilent` runs (to abort the request). `idleMs` 0: never.
 */
export function failingWhenSilent<T>(
  stream: ReadableStream<T>,
  idleMs: number,
  onSilent?: () => void,
): ReadableStream<T> {
  if (idleMs <= 0) return stream;
  const reader = stream.getReader();
  return new ReadableStream<T>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const silent = new Promise<never>((_, reject) => {
        const error = new TransportError('network', `Nothing came for ${idleMs} ms`);
        timer = setTimeout(() => reject(error), idleMs);
      });
      try {
        const {done, value} = await Promise.race([reader.read(), silent]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        void reader.cancel(error).catch(() => undefined);
        onSilent?.();
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason).catch(() => undefined),
  });
}
