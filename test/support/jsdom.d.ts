// jsdom ships no types and @types/jsdom is not installed: the one part tests use (a DOM window,
// for DOMParser on server responses).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
