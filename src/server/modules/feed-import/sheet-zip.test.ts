import { describe, expect, it } from 'vitest';
import { SheetError } from './sheet-error';
import { MAX_ZIP_ENTRIES, writeZip, zipReader } from './sheet-zip';

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof SheetError ? e.code : String(e);
  }
  return null;
};

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** Overwrites a 32-bit field of a one-entry archive in both its local and its central header. */
function patch(zip: Buffer, localAt: number, centralAt: number, value: number) {
  zip.writeUInt32LE(value, localAt);
  zip.writeUInt32LE(value, zip.lastIndexOf(CENTRAL) + centralAt);
}

describe('the zip reader', () => {
  it('reads what the writer wrote, the same bytes every time', () => {
    const files = [
      { name: 'a.txt', data: 'Hola, Málaga' },
      { name: 'dir/b.bin', data: Buffer.alloc(100_000, 7) },
      { name: 'empty', data: '' },
    ];
    const zip = writeZip(files);
    expect(writeZip(files).equals(zip)).toBe(true);
    const reader = zipReader(zip);
    expect(reader.names()).toEqual(['a.txt', 'dir/b.bin', 'empty']);
    expect(reader.read('a.txt')?.toString('utf8')).toBe('Hola, Málaga');
    expect(reader.read('dir/b.bin')?.equals(Buffer.alloc(100_000, 7))).toBe(true);
    expect(reader.read('empty')?.length).toBe(0);
    expect(reader.read('missing')).toBeUndefined();
  });

  it('refuses an entry that inflates past the size it declares', () => {
    const zip = writeZip([{ name: 'x.xml', data: 'a'.repeat(500_000) }]);
    patch(zip, 22, 24, 1000);
    expect(codeOf(() => zipReader(zip).read('x.xml'))).toBe('unzipTooBig');
  });

  it('keeps a budget across entries and caps the compression ratio', () => {
    const zip = writeZip([
      { name: 'a', data: Buffer.alloc(600_000, 1) },
      { name: 'b', data: Buffer.alloc(600_000, 2) },
    ]);
    const reader = zipReader(zip, 1_000_000);
    expect(reader.read('a')?.length).toBe(600_000);
    expect(codeOf(() => reader.read('b'))).toBe('unzipTooBig');
    const dense = writeZip([{ name: 'z', data: Buffer.alloc(5 * 1024 * 1024) }]);
    expect(codeOf(() => zipReader(dense).read('z'))).toBe('unzipTooBig');
  });

  it('refuses an encrypted entry, a bad CRC, too many entries and a truncated archive', () => {
    const enc = writeZip([{ name: 'x', data: 'secreto' }]);
    enc.writeUInt16LE(1, enc.lastIndexOf(CENTRAL) + 8);
    expect(codeOf(() => zipReader(enc).read('x'))).toBe('convert');

    const crc = writeZip([{ name: 'x', data: 'hola' }]);
    patch(crc, 14, 16, 12345);
    expect(codeOf(() => zipReader(crc).read('x'))).toBe('damaged');

    const many = writeZip(
      Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => ({ name: `f${i}`, data: '' })),
    );
    expect(codeOf(() => zipReader(many))).toBe('unzipTooBig');

    const whole = writeZip([{ name: 'x', data: 'hola' }]);
    expect(codeOf(() => zipReader(whole.subarray(0, whole.length - 10)))).toBe('damaged');
  });
});
