// Code blocks of a Markdown guide with the marker comment above each:
// `<!-- file: name -->`, `<!-- mirror: path -->` or `<!-- run: how -->`.
import {readFileSync} from 'node:fs';
import {join, posix} from 'node:path';

/** One fenced code block. */
export interface DocBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
  readonly kind?: 'file' | 'mirror' | 'run';
  /** The file name, mirrored path or way of running. */
  readonly target?: string;
}

/** The fenced code blocks of a Markdown file, in order. */
export function docBlocks(path: string): DocBlock[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    while (++i < lines.length && lines[i] !== '```');
    let marker: RegExpExecArray | null = null;
    for (let j = start - 1; j >= 0 && !marker; j--) {
      if (lines[j]!.trim() === '') continue;
      marker = /^<!-- (file|mirror|run): (\S+) -->$/.exec(lines[j]!.trim());
      if (!marker) break;
    }
    blocks.push({
      line: start + 1,
      lang: open[1]!,
      code: lines.slice(start + 1, i).join('\n'),
      ...(marker ? {kind: marker[1] as DocBlock['kind'], target: marker[2]} : {}),
    });
  }
  return blocks;
}

/**
 * The lines of a `mirror` block that the file it names lacks, compared trimmed. The file imports
 * the package by relative paths: each one that resolves to a key of `entryPoints` (a source path
 * from the repository root, `src/core.js`) reads as that entry point (`a2ui-elements/core`).
 */
export function unmirroredLines(
  root: string,
  block: DocBlock,
  entryPoints: ReadonlyMap<string, string>,
): string[] {
  const target = block.target!;
  const entryPoint = (path: string) => entryPoints.get(posix.join(posix.dirname(target), path));
  const mirrored = new Set(
    readFileSync(join(root, target), 'utf8')
      .split('\n')
      .map((line) =>
        line.trim().replace(/'(\.{1,2}\/[^']*)'/, (specifier, path: string) => {
          const name = entryPoint(path);
          return name ? `'${name}'` : specifier;
        }),
      ),
  );
  return block.code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !mirrored.has(line));
}
