/** The messages as one JSONL byte stream cut into `chunk`-byte pieces (lines split anywhere). */
export function jsonlStream(
  messages: readonly unknown[],
  chunk: number,
): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(messages.map((m) => JSON.stringify(m)).join('\n'));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
      controller.close();
    },
  });
}
