import {tagFor, type ComponentApi} from './catalog.js';

// HTML's valid custom element name: not a name SVG and MathML took, a hyphen somewhere, a
// lowercase ASCII letter first, then lowercase letters, digits, `-`, `.`, `_` or non-ASCII
// letters (loosely: the browser refuses a few more of those when the element is registered).
const VALID =
  /^(?!(annotation-xml|color-profile|font-face(-src|-uri|-format|-name)?|missing-glyph)$)(?=.*-)[a-z][-.0-9_a-z\xb7\xc0-\u{effff}]*$/u;

/** The error for a component whose tag cannot be used: it names the component, tag and rule. */
export function tagError(api: Pick<ComponentApi, 'name'>, tag: string, rule: string): Error {
  return new Error(`Component "${api.name}" cannot use tag "${tag}": ${rule}.`);
}

/**
 * The tag of a component (its own, else `a2ui-` + kebab-case of its name), checked to be a
 * valid custom element name; throws naming the component and the rule it breaks.
 */
export function checkedTag(api: Pick<ComponentApi, 'name' | 'tag'>): string {
  const tag = tagFor(api);
  if (!VALID.test(tag)) {
    throw tagError(
      api,
      tag,
      'a custom element name starts with a lowercase letter a-z, contains a hyphen, has no ' +
        'uppercase letters, spaces or symbols but - . _ and is not reserved like font-face ' +
        '(e.g. "my-stat-card")',
    );
  }
  return tag;
}
