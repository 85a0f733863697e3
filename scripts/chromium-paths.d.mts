// Types of scripts/chromium-paths.mjs for the browser tests' TypeScript.
export declare const FULL_CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const testChromium: () => string;
export declare const benchChromium: () => string;
