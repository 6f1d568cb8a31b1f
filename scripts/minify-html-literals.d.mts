/** Rewrites every `html` template of a TypeScript source file with collapsed indentation. */
export declare function minifyHtmlLiterals(source: string, fileName?: string): string;
