import type { Sharp } from 'sharp';
import { loadSharp } from './sharp';

/**
 * The machine-readable "made by AI" mark every staged image carries (EU AI Act art. 50,
 * decision 017 → AI staging): IPTC's DigitalSourceType in the file's XMP, the field Google,
 * Meta and the C2PA tools read. The visible label on the page is the other half.
 */
export const TRAINED_ALGORITHMIC_MEDIA =
  'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
/**
 * What the local test provider makes: the real photo with furniture drawn over it by code, no
 * model involved, so "made by a trained model" would be false. IPTC: "Mix or composite of
 * several elements, any of which may or may not be synthetic".
 */
export const COMPOSITE_SYNTHETIC = 'http://cv.iptc.org/newscodes/digitalsourcetype/compositeSynthetic';
/** /demo's pictures, drawn by code from shapes: IPTC "created purely by an algorithm not based on any training data". */
export const ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia';

/** Who made an image, as its XMP says: the tool, and IPTC's DigitalSourceType. */
export interface ImageMark {
  creatorTool: string;
  /** Default: TRAINED_ALGORITHMIC_MEDIA. */
  sourceType?: typeof TRAINED_ALGORITHMIC_MEDIA | typeof COMPOSITE_SYNTHETIC | typeof ALGORITHMIC_MEDIA;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The XMP packet, for a sharp pipeline that already encodes: `.withXmp(aiImageXmp(...))`. */
export function aiImageXmp(opts: ImageMark): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    Iptc4xmpExt:DigitalSourceType="${opts.sourceType ?? TRAINED_ALGORITHMIC_MEDIA}"
    xmp:CreatorTool="${escapeXml(opts.creatorTool)}"/>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

interface MarkOptions extends ImageMark {
  format: 'jpeg' | 'webp';
  quality?: number;
  /**
   * WebP effort, 0–6 (default 2, as the photo derivatives in process-photo.ts). Effort 1 encodes a
   * ~1 MP photo about 5× faster than 2 (24 vs 148 ms measured) for ~15 % more bytes.
   */
  effort?: number;
}

/** The encoder of a marked image. */
function encodeMarked(pipeline: Sharp, opts: MarkOptions): Sharp {
  const marked = pipeline.withXmp(aiImageXmp(opts));
  const quality = opts.quality ?? 85;
  return opts.format === 'jpeg'
    ? marked.jpeg({ quality, mozjpeg: true })
    : marked.webp({ quality, effort: opts.effort ?? 2 });
}

/**
 * Encodes a staged image (or a smaller copy of it) as JPEG or WebP with the mark. Re-encoding (not copying the bytes)
 * drops whatever metadata the provider's file carried, camera EXIF of the original included.
 */
export async function markAiImage(
  image: Buffer,
  opts: MarkOptions & {
    /** Scaled down to this width (never up); full size without it. */
    width?: number;
  },
): Promise<Buffer> {
  let pipeline = (await loadSharp())(image).rotate();
  if (opts.width) pipeline = pipeline.resize({ width: opts.width, withoutEnlargement: true });
  return encodeMarked(pipeline, opts).toBuffer();
}

/** One marked file of `markAiImageSizes`. */
export interface MarkedSize {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * The image at full size (unless `full: false`) and at each of `widths` narrower than it, all
 * marked: decoded once, the encodings run side by side (sharp's threads). Full size first, then
 * the widths in the order given.
 */
export async function markAiImageSizes(
  image: Buffer,
  opts: MarkOptions & { widths: readonly number[]; full?: boolean },
): Promise<MarkedSize[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = async (width?: number): Promise<MarkedSize> => {
    let pipeline = sharp(data, { raw });
    if (width) pipeline = pipeline.resize({ width });
    const out = await encodeMarked(pipeline, opts).toBuffer({ resolveWithObject: true });
    return { body: out.data, width: out.info.width, height: out.info.height };
  };
  const smaller = opts.widths.filter((w) => w < info.width);
  return Promise.all([...(opts.full === false ? [] : [encode()]), ...smaller.map(encode)]);
}

/** One marked image at full size, straight from the input (no intermediate decode). */
export async function markAiImageFull(image: Buffer, opts: MarkOptions): Promise<MarkedSize> {
  const out = await encodeMarked((await loadSharp())(image).rotate(), opts).toBuffer({
    resolveWithObject: true,
  });
  return { body: out.data, width: out.info.width, height: out.info.height };
}

/** The DigitalSourceType an image's XMP declares, or null (no XMP or no such field). */
export async function readDigitalSourceType(image: Buffer): Promise<string | null> {
  const { xmp } = await (await loadSharp())(image).metadata();
  if (!xmp) return null;
  const text = xmp.toString('utf8');
  // Attribute form (as written above) or element form (as other tools write it).
  const match =
    text.match(/Iptc4xmpExt:DigitalSourceType\s*=\s*"([^"]*)"/) ??
    text.match(/<Iptc4xmpExt:DigitalSourceType>([^<]*)</) ??
    text.match(/<Iptc4xmpExt:DigitalSourceType\s+rdf:resource="([^"]*)"/);
  return match?.[1] ?? null;
}
