/*
 * The part of jsdom's API the unit tests use beyond the test environment's own window: a page of
 * its own, scripts enabled (page-boot.test.ts). jsdom ships no types, and @types/jsdom stops at 21.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: { url?: string; runScripts?: 'dangerously'; beforeParse?: (window: Window & typeof globalThis) => void },
    );
    readonly window: Window & typeof globalThis;
  }
}
