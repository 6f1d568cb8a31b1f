/** Rewrites every `css` template of a TypeScript source file with its minified CSS. */
export declare function minifyCssLiterals(source: string): Promise<string>;
