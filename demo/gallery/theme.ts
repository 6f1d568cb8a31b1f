/** Colour scheme of the page: forced light, forced dark, or the system's. */
export type Scheme = 'light' | 'dark' | 'system';

/** Reading direction the surfaces are shown in. */
export type Direction = 'ltr' | 'rtl';

/** Named spacing scales. */
export const densities = {compact: 0.7, comfortable: 1, spacious: 1.4} as const;
export type Density = keyof typeof densities;

/** Font stacks offered by the theme controls. */
export const fonts: Record<string, string> = {
  'System UI': 'system-ui, sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Rounded: 'ui-rounded, "Nunito", "Segoe UI", system-ui, sans-serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
};

/**
 * The CSS property each family of tokens is used for, so a value the browser would drop there
 * (`banana` for a radius) is told apart from one it takes.
 */
const tokenProperties: [prefix: string, property: string][] = [
  ['--a2ui-color-', 'color'],
  ['--a2ui-border-radius', 'border-radius'],
  ['--a2ui-border-width', 'border-width'],
  ['--a2ui-font-family', 'font-family'],
  ['--a2ui-font-size', 'font-size'],
  ['--a2ui-line-height', 'line-height'],
  ['--a2ui-shadow', 'box-shadow'],
  ['--a2ui-spacing-', 'padding'],
];

/** The CSS property a token's value is checked against; undefined for a token of no known family. */
export function tokenProperty(name: string): string | undefined {
  return tokenProperties.find(([prefix]) => name.startsWith(prefix))?.[1];
}

/** Whether the browser takes `value` for the token (one of no known family: any value). */
export function isValidToken(name: string, value: string): boolean {
  const property = tokenProperty(name);
  return !property || !value.trim() || CSS.supports(property, value);
}

const spacingRem: Record<string, number> = {xs: 0.125, s: 0.25, m: 0.5, l: 1, xl: 2};
const storageKey = 'a2ui-gallery-theme';

interface SavedTheme {
  scheme: Scheme;
  direction: Direction;
  overrides: Record<string, string>;
}

/** The gallery's theme: scheme class on <html> and token overrides as inline custom properties. */
export class ThemeState extends EventTarget {
  scheme: Scheme = 'system';
  /** The surfaces' reading direction (the gallery's own controls stay left to right). */
  direction: Direction = 'ltr';
  /** Token name → value set by the user (what "copy CSS" exports). */
  overrides: Record<string, string> = {};

  constructor(private readonly root: HTMLElement = document.documentElement) {
    super();
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
      this.#restore(saved);
    } catch {
      // A broken saved theme is ignored.
    }
    this.#applyAll();
  }

  /**
   * Takes what storage held, keeping only a known scheme and `--a2ui-*` tokens of valid values: a
   * stale or edited entry must never style the page itself (`display: none` on <html>).
   */
  #restore(saved: unknown): void {
    if (!saved || typeof saved !== 'object') return;
    const {scheme, direction, overrides} = saved as Partial<SavedTheme>;
    if (scheme === 'light' || scheme === 'dark' || scheme === 'system') this.scheme = scheme;
    if (direction === 'rtl') this.direction = direction;
    if (!overrides || typeof overrides !== 'object') return;
    for (const [name, value] of Object.entries(overrides)) {
      if (name.startsWith('--a2ui-') && typeof value === 'string' && isValidToken(name, value))
        this.overrides[name] = value;
    }
  }

  setScheme(scheme: Scheme): void {
    this.scheme = scheme;
    this.#applyAll();
  }

  setDirection(direction: Direction): void {
    this.direction = direction;
    this.#applyAll();
  }

  /** Sets (or with '' removes) one `--a2ui-*` token. */
  setToken(name: string, value: string): void {
    if (value.trim()) this.overrides[name] = value.trim();
    else delete this.overrides[name];
    this.#applyAll();
  }

  setDensity(density: Density): void {
    const factor = densities[density];
    for (const [size, rem] of Object.entries(spacingRem)) {
      this.overrides[`--a2ui-spacing-${size}`] = `${+(rem * factor).toFixed(3)}rem`;
    }
    if (density === 'comfortable') {
      for (const size of Object.keys(spacingRem)) delete this.overrides[`--a2ui-spacing-${size}`];
    }
    this.#applyAll();
  }

  get density(): Density {
    const m = this.overrides['--a2ui-spacing-m'];
    if (!m) return 'comfortable';
    const factor = parseFloat(m) / spacingRem.m!;
    return factor < 0.9 ? 'compact' : factor > 1.1 ? 'spacious' : 'comfortable';
  }

  setFont(stack: string): void {
    this.setToken('--a2ui-font-family', stack);
    this.setToken('--a2ui-font-family-title', stack);
  }

  reset(): void {
    this.overrides = {};
    this.scheme = 'system';
    this.direction = 'ltr';
    this.#applyAll();
  }

  /** The overrides as a stylesheet a page can paste. */
  css(): string {
    const lines = Object.entries(this.overrides).map(([name, value]) => `  ${name}: ${value};`);
    const scheme =
      this.scheme === 'system'
        ? ''
        : `\n/* Force the ${this.scheme} scheme: put class="a2ui-${this.scheme}" on <html>. */\n`;
    return `:root {\n${lines.join('\n')}${lines.length ? '\n' : ''}}\n${scheme}`;
  }

  #applyAll(): void {
    this.root.classList.toggle('a2ui-dark', this.scheme === 'dark');
    this.root.classList.toggle('a2ui-light', this.scheme === 'light');
    for (const name of [...this.root.style]) {
      if (name.startsWith('--a2ui-') && !(name in this.overrides))
        this.root.style.removeProperty(name);
    }
    for (const [name, value] of Object.entries(this.overrides))
      this.root.style.setProperty(name, value);
    try {
      localStorage.setItem(
        storageKey,
        JSON.stringify({scheme: this.scheme, direction: this.direction, overrides: this.overrides}),
      );
    } catch {
      // Storage may be unavailable (private mode); the theme still applies.
    }
    this.dispatchEvent(new Event('change'));
  }
}

/** Every `--a2ui-*` token defined on the document root, with its current computed value. */
export function currentTokens(root: HTMLElement = document.documentElement): [string, string][] {
  const style = getComputedStyle(root);
  const names = new Set<string>();
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    if (name.startsWith('--a2ui-')) names.add(name);
  }
  return [...names].sort().map((name) => [name, style.getPropertyValue(name).trim()]);
}
