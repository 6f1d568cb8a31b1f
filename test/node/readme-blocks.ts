// Extracts the fenced code blocks of README.md with the way each one is run, declared by the
// comment right above it: `<!-- run: MODE -->` or `<!-- mirror: path/to/file -->`.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..');

/** One README code block. */
export interface ReadmeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** `run: X` → X; `mirror: path` → 'mirror'; undefined when the block says nothing. */
  mode: string | undefined;
  /** The mirrored file for mode 'mirror'. */
  mirror?: string;
}

/** Every way a README block may be run, and the test file that runs it. */
export const runners: Record<string, string> = {
  'npm-scripts': 'test/node/readme.test.ts (scripts exist) + test/e2e/gallery.test.ts (npm start)',
  node: 'test/node/readme.test.ts',
  mirror: 'test/node/readme.test.ts (lines match the mirrored, tested file)',
  'browser-page': 'test/e2e/gallery-drop-in.test.ts',
  'browser-module': 'test/e2e/gallery-drop-in.test.ts',
  'browser-css': 'test/e2e/gallery-drop-in.test.ts',
  'node-agent': 'test/e2e/gallery-drop-in.test.ts (with browser-agent)',
  'browser-agent': 'test/e2e/gallery-drop-in.test.ts (with node-agent)',
};

/** The code blocks of README.md in order. */
export function readmeBlocks(path = join(repoRoot, 'README.md')): ReadmeBlock[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    let above = start - 1;
    while (above >= 0 && lines[above]!.trim() === '') above--;
    const annotation = /^<!--\s*(run|mirror):\s*(\S+)\s*-->$/.exec(lines[above]?.trim() ?? '');
    blocks.push({
      line: start + 1,
      lang: open[1] ?? '',
      code: body.join('\n') + '\n',
      mode: annotation ? (annotation[1] === 'mirror' ? 'mirror' : annotation[2]) : undefined,
      ...(annotation?.[1] === 'mirror' ? {mirror: annotation[2]} : {}),
    });
  }
  return blocks;
}

/** Rewrites `a2ui-elements[/sub]` imports to the TypeScript sources, for running blocks. */
export function importsFromSource(code: string): string {
  const entries: Record<string, string> = {
    'a2ui-elements': 'src/index.ts',
    'a2ui-elements/core': 'src/core.ts',
    'a2ui-elements/server': 'src/server/index.ts',
  };
  return code.replace(/from '(a2ui-elements(?:\/[a-z]+)?)'/g, (whole, name: string) => {
    const target = entries[name];
    return target ? `from '${join(repoRoot, target)}'` : whole;
  });
}
