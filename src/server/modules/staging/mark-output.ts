import sharp from 'sharp';

/** IPTC DigitalSourceType for an image made by a trained model (EU AI Act art. 50). */
const TRAINED_ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';

const xmpPacket = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">
<Iptc4xmpExt:DigitalSourceType>${TRAINED_ALGORITHMIC_MEDIA}</Iptc4xmpExt:DigitalSourceType>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * The step between download and storage: every staged file carries the machine-readable mark that
 * it was made by AI. The input photo is never touched; only the provider's output is rewritten.
 */
export async function markAsAiGenerated(image: Buffer): Promise<{ body: Buffer; contentType: string }> {
  const { data, info } = await sharp(image).withXmp(xmpPacket).toBuffer({ resolveWithObject: true });
  return { body: data, contentType: `image/${info.format === 'jpg' ? 'jpeg' : info.format}` };
}
