/**
 * A JPEG relabelled without decoding it: its metadata segments (EXIF, XMP, IPTC, comments, and
 * any APPn we do not need to show the picture) are dropped and one XMP packet is written in their
 * place. The compressed image data is copied byte for byte, so this costs microseconds where a
 * re-encode of a ~1 MP render costs 25–35 ms on the way to "¡Completado!" (issue 10).
 */
export interface RelabelledJpeg {
  body: Buffer;
  width: number;
  height: number;
}

const XMP_NAMESPACE = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ICC_HEADER = Buffer.from('ICC_PROFILE\0', 'latin1');

/** Start-of-frame markers (they carry the size): C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * What a segment is for the picture: kept when a viewer needs it to show the image as meant
 * (tables, frame, JFIF, Adobe colour transform, ICC colour profile), dropped when it is metadata.
 */
function keeps(marker: number, payload: Buffer): boolean {
  if (marker === 0xe0 || marker === 0xee) return true;
  if (marker === 0xe2) return payload.subarray(0, ICC_HEADER.length).equals(ICC_HEADER);
  return !((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe);
}

/** The EXIF orientation of an APP1 Exif payload (1 when absent or unreadable). */
function exifOrientation(payload: Buffer): number {
  if (!payload.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER)) return 1;
  const tiff = payload.subarray(EXIF_HEADER.length);
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return 1;
    if (u16(at) === 0x0112) return u16(at + 8);
  }
  return 1;
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return [head, payload];
};

/**
 * The JPEG with `xmp` as its only metadata, or null when it cannot be relabelled safely as it is:
 * not a JPEG, damaged, an XMP packet too large for one segment, or an EXIF orientation other than
 * 1 (dropping EXIF would turn the picture; the caller re-encodes with the rotation applied).
 */
export function jpegWithXmp(jpeg: Buffer, xmp: string): RelabelledJpeg | null {
  const packet = Buffer.concat([XMP_NAMESPACE, Buffer.from(xmp, 'utf8')]);
  if (packet.length + 2 > 0xffff || jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  const kept: Buffer[] = [];
  let width = 0;
  let height = 0;
  let at = 2;
  for (;;) {
    if (at + 4 > jpeg.length || jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // The scan: from here on, the compressed picture, copied as it is.
    if (marker === 0xda) break;
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01)
      return null;
    const length = jpeg.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > jpeg.length) return null;
    const payload = jpeg.subarray(at + 4, end);
    if (marker === 0xe1 && exifOrientation(payload) !== 1) return null;
    if (isStartOfFrame(marker)) {
      if (payload.length < 5) return null;
      height = payload.readUInt16BE(1);
      width = payload.readUInt16BE(3);
    }
    if (keeps(marker, payload)) kept.push(jpeg.subarray(at, end));
    at = end;
  }
  if (!width || !height) return null;
  // After JFIF (which must come first when present), before everything else.
  const jfif = kept[0]?.[1] === 0xe0 ? [kept.shift()!] : [];
  const body = Buffer.concat([
    jpeg.subarray(0, 2),
    ...jfif,
    ...segment(0xe1, packet),
    ...kept,
    jpeg.subarray(at),
  ]);
  return { body, width, height };
}
