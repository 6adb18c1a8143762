/**
 * A JPEG that already is what the normalised original must be (baseline, 8-bit YCbCr, no colour
 * profile, long edge ≤ the original's maximum) is kept as it is, without its metadata:
 * no decode and re-encode (a second generation of JPEG loss, and ~40 ms of CPU for a 1600×1200
 * photo: most photos a CRM feed links are such web exports). Everything that is not a frame's
 * tables or its one scan goes: APPn (EXIF with GPS, XMP, IPTC, ICC, JFIF and its thumbnails, MPF),
 * comments, anything after the end of the image (phones append videos there). Anything unusual
 * (progressive, arithmetic, several scans, CMYK or Adobe's transform, a profile) answers null: the
 * caller decodes and re-encodes it. The caller also checks the EXIF orientation (sharp's header read):
 * a turned photo is re-encoded upright.
 */

/** Marker codes kept, in the file's order: the tables, the frame and the scan's header. */
const DQT = 0xdb;
const DHT = 0xc4;
const DRI = 0xdd;
const SOF0 = 0xc0;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP15 = 0xef;
const COM = 0xfe;

export interface PassthroughJpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The JPEG without its metadata, or null when it must be re-encoded. `maxEdge`: the longest side
 * kept as it is; `maxBytesPerPixel`: above it (a quality-100 export) the re-encode is smaller.
 */
export function passthroughJpeg(
  input: Buffer,
  opts: { maxEdge: number; minEdge: number; maxBytesPerPixel: number },
): PassthroughJpeg | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let frame: { width: number; height: number } | null = null;
  let i = 2;
  for (;;) {
    if (i + 4 > input.length || input[i] !== 0xff) return null;
    let m = input[i + 1]!;
    while (m === 0xff && i + 2 < input.length) m = input[++i + 1]!; // fill bytes
    if (i + 4 > input.length) return null;
    const length = input.readUInt16BE(i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > input.length) return null;
    const segment = input.subarray(i, end);
    if (m === SOF0) {
      if (frame || length !== 17) return null; // 3 components: 8 + 3 × 3 bytes
      const precision = input[i + 4];
      const height = input.readUInt16BE(i + 5);
      const width = input.readUInt16BE(i + 7);
      if (precision !== 8 || input[i + 9] !== 3) return null;
      // Components 1, 2, 3 (Y, Cb, Cr, as JFIF numbers them): the decoder reads them as YCbCr.
      if (input[i + 10] !== 1 || input[i + 13] !== 2 || input[i + 16] !== 3) return null;
      frame = { width, height };
      kept.push(segment);
    } else if (m === DQT || m === DHT || m === DRI) {
      kept.push(segment);
    } else if (m >= APP0 && m <= APP15) {
      // Dropped, but some of them say how the pixels must be read: those are re-encoded.
      const id = input.toString('latin1', i + 4, Math.min(end, i + 4 + 14));
      if (m === 0xe2 && id.startsWith('ICC_PROFILE')) return null;
      if (m === 0xee && id.startsWith('Adobe')) return null;
    } else if (m === COM) {
      // Dropped.
    } else if (m === SOS) {
      if (!frame) return null;
      const scanEnd = endOfScan(input, end);
      if (scanEnd === null) return null;
      kept.push(input.subarray(i, scanEnd), Buffer.from([0xff, EOI]));
      break;
    } else {
      return null; // progressive, lossless, arithmetic, hierarchical, DNL, stray markers
    }
    i = end;
  }
  const { width, height } = frame;
  if (Math.max(width, height) > opts.maxEdge || Math.min(width, height) < opts.minEdge) return null;
  const bytes = Buffer.concat(kept);
  if (bytes.length > width * height * opts.maxBytesPerPixel) return null;
  return { bytes, width, height };
}

/**
 * Where a scan's entropy-coded data ends: the offset of the end-of-image marker that follows it, or
 * null when another marker follows (a second scan, DNL) or the data runs out (a file cut short).
 */
function endOfScan(b: Buffer, from: number): number | null {
  let i = b.indexOf(0xff, from);
  while (i !== -1 && i + 1 < b.length) {
    const next = b[i + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i = b.indexOf(0xff, i + 2);
    else if (next === 0xff) i += 1;
    else return next === EOI ? i : null;
  }
  return null;
}
