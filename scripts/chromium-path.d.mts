/**
 * The Chromium executable to launch, or undefined to let Playwright launch its own. Throws,
 * saying how to get one, when CHROME_PATH names no file or no Chromium is found.
 */
export declare function chromiumPath(): string | undefined;
