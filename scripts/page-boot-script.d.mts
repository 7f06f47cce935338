/** The prerendered pages' boot script, compiled from src/client/page-boot.ts. */
export function buildPageBootScript(): Promise<string>;
