import { describe, expect, it } from 'vitest';
import { findControlChars, hasControlChars } from './control-chars';

describe('hasControlChars', () => {
  it('refuses every C0 control and DEL, and keeps tab and line breaks only in multi-line text', () => {
    const lineBreaks = new Set([0x09, 0x0a, 0x0d]);
    for (let code = 0; code < 0x300; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      const control = code < 0x20 || code === 0x7f;
      expect(hasControlChars(text), `U+${code.toString(16)}`).toBe(control);
      expect(hasControlChars(text, { multiline: true }), `U+${code.toString(16)} multi-line`).toBe(
        control && !lineBreaks.has(code),
      );
    }
  });

  it('finds a NUL at the end of a long value (a 1 MB data URI)', () => {
    const long = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;
    expect(hasControlChars(long)).toBe(false);
    expect(findControlChars({ input: { image: `${long}\u0000` } })).toBe('input.image');
  });
});
