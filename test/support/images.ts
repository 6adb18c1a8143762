import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** What a phone writes into a photo: make, model and the GPS position (which must never reach the web). */
export const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 25/1 1234/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '3/1 42/1 0/1',
  },
};

/** A real JPEG of the given size, with some texture so it does not compress to nothing. */
export async function makeJpeg(width = 1200, height = 900, hue = 20): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${hue + 180},40%,60%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** PNG signature + IHDR (width × height, 8-bit RGB) with a correct CRC, + IEND: nothing else. */
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims 60000×60000 pixels: a decompression bomb in 60 bytes. */
export const makeBombPng = () => pngHeader(60_000, 60_000);

/** A logo PNG with transparency: a coloured rounded badge on a clear background. */
export async function makeLogoPng(width = 400, height = 200, color = '#d11f1f'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="${width * 0.05}" y="${height * 0.05}" width="${width * 0.9}" height="${height * 0.9}"
      rx="${height * 0.2}" fill="${color}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
