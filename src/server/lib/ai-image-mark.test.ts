import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../../test/support/images';
import { markAiImage, readDigitalSourceType, TRAINED_ALGORITHMIC_MEDIA } from './ai-image-mark';

describe('AI image mark (IPTC DigitalSourceType in XMP)', () => {
  it.each(['jpeg', 'webp'] as const)(
    'a marked %s declares trainedAlgorithmicMedia in its own bytes',
    async (format) => {
      const photo = await makeJpeg(400, 300);
      expect(await readDigitalSourceType(photo)).toBeNull();

      const marked = await markAiImage(photo, {
        format,
        creatorTool: 'Escaparate · black-forest-labs/flux-kontext-pro',
      });
      const meta = await sharp(marked).metadata();
      expect(meta).toMatchObject({ format, width: 400, height: 300 });
      expect(await readDigitalSourceType(marked)).toBe(TRAINED_ALGORITHMIC_MEDIA);
      // Read straight off the bytes too, not only through sharp's parser.
      expect(marked.includes(Buffer.from(TRAINED_ALGORITHMIC_MEDIA))).toBe(true);
      expect(meta.xmp?.toString('utf8')).toContain('flux-kontext-pro');
    },
  );

  it('escapes the creator tool so the packet stays valid XML', async () => {
    const marked = await markAiImage(await makeJpeg(50, 50), {
      format: 'jpeg',
      creatorTool: 'a "b" <c> & d',
    });
    const xmp = (await sharp(marked).metadata()).xmp!.toString('utf8');
    expect(xmp).toContain('xmp:CreatorTool="a &#34;b&#34; &#60;c&#62; &#38; d"');
    expect(await readDigitalSourceType(marked)).toBe(TRAINED_ALGORITHMIC_MEDIA);
  });
});
