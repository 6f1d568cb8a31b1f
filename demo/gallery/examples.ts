import {formatMessages} from './parse-messages.js';

/** One gallery example, read from `demo/examples/<group>/<name>.json|jsonl`. */
export interface Example {
  /** `<group>/<name>`, used in the URL. */
  id: string;
  group: string;
  title: string;
  description: string;
  tags: string[];
  format: 'json' | 'jsonl';
  /** The editor text: the messages as a JSON array or as JSON Lines. */
  source: string;
  /** The example demonstrates error reporting: errors are expected in its log. */
  expectErrors: boolean;
}

/** Group folder → heading, in display order. */
export const groups: Record<string, string> = {
  display: 'Display',
  layout: 'Layout',
  inputs: 'Inputs',
  functions: 'Functions',
  checks: 'Checks',
  data: 'Data and templates',
  updates: 'Updates and streaming',
  apps: 'Apps',
  custom: 'Custom components',
  v1_0: 'A2UI v1.0 (release candidate)',
  legacy: 'A2UI v0.8 (legacy)',
};

interface Meta {
  title?: string;
  description?: string;
  tags?: string[];
  expectErrors?: boolean;
  messages?: unknown[];
}

const files = import.meta.glob('../examples/**/*.{json,jsonl}', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every example, sorted by group order then title. */
export const examples: Example[] = Object.entries(files)
  .filter(([path]) => !path.endsWith('.meta.json'))
  .map(([path, text]) => toExample(path, text))
  .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.title.localeCompare(b.title));

/**
 * Example files name gallery media by root-relative URLs (`/media/x.svg`); agents send absolute
 * http(s) URLs, and the renderer loads nothing else, so they are resolved against the gallery.
 */
function resolveMedia(text: string): string {
  const base = new URL('./media/', location.href).href;
  return text.replaceAll('"/media/', `"${base}`);
}

function toExample(path: string, raw: string): Example {
  const text = resolveMedia(raw);
  const match = /examples\/(.+)\/([^/]+)\.(jsonl?)$/.exec(path)!;
  const [, group, name, extension] = match as unknown as [string, string, string, string];
  const id = `${group}/${name}`;
  if (extension === 'jsonl') {
    const metaText = files[path.replace(/\.jsonl$/, '.meta.json')];
    const meta: Meta = metaText ? JSON.parse(metaText) : {};
    return describe(id, group, name, meta, 'jsonl', text);
  }
  const meta: Meta = JSON.parse(text);
  return describe(id, group, name, meta, 'json', formatMessages(meta.messages ?? [], 'json'));
}

function describe(
  id: string,
  group: string,
  name: string,
  meta: Meta,
  format: 'json' | 'jsonl',
  source: string,
): Example {
  return {
    id,
    group,
    title: meta.title ?? name,
    description: meta.description ?? '',
    tags: meta.tags ?? [],
    format,
    source,
    expectErrors: meta.expectErrors === true,
  };
}

function groupRank(group: string): number {
  const index = Object.keys(groups).indexOf(group);
  return index === -1 ? 99 : index;
}

/**
 * Examples holding every word of `query` (case-insensitive) in their title, tags, description
 * or messages, best first: a word found in the title counts most (a whole title word more than a
 * part of one), then in the tags (which carry newcomers' words: "dropdown", "date picker"), then
 * in the description, then only in the messages. Ties keep the list's order.
 */
export function searchExamples(query: string, list: readonly Example[] = examples): Example[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...list];
  return list
    .map((example) => ({example, score: scoreOf(example, words)}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({example}) => example);
}

/** How well `example` matches `words`: 0 when a word is nowhere in it. */
function scoreOf(example: Example, words: string[]): number {
  const title = example.title.toLowerCase();
  const titleWords = title.split(/[^\p{L}\p{N}.]+/u);
  const tags = example.tags.join(' ').toLowerCase();
  const description = `${example.description} ${example.group}`.toLowerCase();
  const source = example.source.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (titleWords.includes(word)) score += 8;
    else if (title.includes(word)) score += 6;
    else if (tags.includes(word)) score += 4;
    else if (description.includes(word)) score += 2;
    else if (source.includes(word)) score += 1;
    else return 0;
  }
  return score;
}
