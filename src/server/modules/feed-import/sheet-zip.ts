import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { SheetError } from './sheet-error';

/*
 * The little of ZIP an .xlsx needs, on node:zlib alone (no archive dependency): read named
 * entries through the central directory, and write a small archive (the template).
 *
 * Reading is defensive against zip bombs: the entry count is capped, each entry is inflated with
 * `maxOutputLength` (what the header claims is never trusted), the total across entries is capped
 * and so is the compression ratio of large entries; sizes and CRC-32 must match the directory.
 */

/** Largest total read out of one archive, in bytes. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** Most entries in an archive (an .xlsx has a dozen or two; more with images). */
export const MAX_ZIP_ENTRIES = 2_000;
/** Largest compression ratio of an entry over 1 MB (sheet XML compresses 10–50×). */
export const MAX_ZIP_RATIO = 200;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const damaged = (detail: string) => new SheetError('damaged', detail);

/** The central directory's entries, by name. */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const min = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= min; i--)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw damaged('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new SheetError('unzipTooBig', 'zip64');
  if (count > MAX_ZIP_ENTRIES) throw new SheetError('unzipTooBig', `${count} entries`);
  if (offset + size > eocd) throw damaged('central directory out of range');

  const entries = new Map<string, ZipEntry>();
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== CENTRAL) throw damaged(`bad central entry ${i}`);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      name,
      encrypted: (zip.readUInt16LE(p + 8) & 1) === 1,
      method: zip.readUInt16LE(p + 10),
      crc: zip.readUInt32LE(p + 16),
      compressedSize: zip.readUInt32LE(p + 20),
      size: zip.readUInt32LE(p + 24),
      localOffset: zip.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Reads entries out of one archive within a shared budget of uncompressed bytes. */
export function zipReader(zip: Buffer, budget = MAX_UNZIPPED_BYTES) {
  const entries = zipEntries(zip);
  let left = budget;
  return {
    has: (name: string) => entries.has(name),
    names: () => [...entries.keys()],
    /** The entry's bytes; undefined when the archive has no such entry. */
    read(name: string): Buffer | undefined {
      const e = entries.get(name);
      if (!e) return undefined;
      if (e.encrypted) throw new SheetError('convert', `encrypted entry ${name}`);
      if (e.size > left) throw new SheetError('unzipTooBig', `${name}: ${e.size} bytes`);
      if (e.size > 1024 * 1024 && e.size / Math.max(1, e.compressedSize) > MAX_ZIP_RATIO)
        throw new SheetError('unzipTooBig', `${name}: ratio`);
      const p = e.localOffset;
      if (p + 30 > zip.length || zip.readUInt32LE(p) !== LOCAL) throw damaged(`bad local header ${name}`);
      const start = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
      const data = zip.subarray(start, start + e.compressedSize);
      if (data.length !== e.compressedSize) throw damaged(`truncated ${name}`);
      let out: Buffer;
      if (e.method === 0) out = Buffer.from(data);
      else if (e.method === 8) {
        try {
          // One byte more than declared: an entry that lies about its size fails below.
          out = inflateRawSync(data, { maxOutputLength: Math.min(left, e.size + 1) || 1 });
        } catch (err) {
          if (err instanceof RangeError)
            throw new SheetError('unzipTooBig', `${name}: inflated past its size`);
          throw damaged(`${name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      } else throw new SheetError('convert', `${name}: method ${e.method}`);
      if (out.length !== e.size || crc32(out) !== e.crc) throw damaged(`${name}: size or CRC mismatch`);
      left -= out.length;
      return out;
    },
  };
}

/** A deflated archive of the given files (fixed timestamps, so the same input gives the same bytes). */
export function writeZip(files: { name: string; data: Buffer | string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data;
    const packed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10); // time 00:00
    local.writeUInt16LE(0x21, 12); // date 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS
    local.copy(central, 6, 4, 30); // version needed … name length, then extra length 0
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    locals.push(local, name, packed);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
