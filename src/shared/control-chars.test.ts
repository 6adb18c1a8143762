import { describe, expect, it } from 'vitest';
import { findControlChars, hasControlChars } from './control-chars';

describe('hasControlChars', () => {
  it('refuses every C0 and C1 control and DEL, and keeps tab and line breaks only in multi-line text', () => {
    const lineBreaks = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code < 0x300; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      expect(hasControlChars(text), `U+${code.toString(16)}`).toBe(control);
      expect(hasControlChars(text, { multiline: true }), `U+${code.toString(16)} multi-line`).toBe(
        control && !lineBreaks.has(code),
      );
    }
  });

  it('refuses lone surrogates, bidirectional overrides and (on one line) zero-width characters', () => {
    for (const bad of [
      'Malo\ud800',
      '\udc00x',
      'a\ud800\ud800b',
      'gpj\u202eexe',
      'a\u2066b\u2069',
      'a\u0085b',
    ]) {
      expect(hasControlChars(bad), JSON.stringify(bad)).toBe(true);
      expect(hasControlChars(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    }
    for (const invisible of ['Ana\u200b', 'An\u200da', '\ufeffAna', 'A\u2060na', 'A\u200cna']) {
      expect(hasControlChars(invisible), JSON.stringify(invisible)).toBe(true);
    }
    // A family emoji is joined by U+200D: fine in a description, and whole surrogate pairs anywhere.
    expect(hasControlChars('Familia 👨\u200d👩\u200d👧', { multiline: true })).toBe(false);
    expect(hasControlChars('Ático 🏠 con vistas')).toBe(false);
    expect(hasControlChars('Zoë Ñúñez-Çaría')).toBe(false);
    // Any JSON body: NUL and lone surrogates, not what another service may write (a C1 or an override).
    expect(findControlChars({ name: 'Malo\ud800' })).toBe('name');
    expect(findControlChars({ name: 'x\u0085' })).toBeNull();
  });

  it('finds a NUL at the end of a long value (a 1 MB data URI)', () => {
    const long = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;
    expect(hasControlChars(long)).toBe(false);
    expect(findControlChars({ input: { image: `${long}\u0000` } })).toBe('input.image');
  });
});
