/** Types of scripts/browser.mjs, for the TypeScript configs that import it. */
export declare function chromiumArgs(): string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function requireChromium(): string;
export declare function playwrightLaunchOptions(): { executablePath: string; args: string[] };
