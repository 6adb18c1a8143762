// jsdom ships no types and @types/jsdom is not installed: the part the tests use (a DOM window,
// for DOMParser on server responses and reading pages).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
