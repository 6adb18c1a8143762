import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_PIXELS } from './sniff-image';

/** A decoded HEIC: RGBA pixels, already turned upright (libheif applies the file's irot/imir). */
export interface DecodedHeic {
  width: number;
  height: number;
  rgba: Buffer;
}

// sharp's prebuilt libvips cannot decode HEVC, so iPhone photos (HEIC) are decoded by libheif
// compiled to WebAssembly (heic-decode). In a worker that ends with the photo: WebAssembly memory
// never shrinks, and a 12-MP decode grows it by ~200 MB, which the server would otherwise keep.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
(async () => {
  const [image] = await decode.all({ buffer: workerData.bytes });
  if (!image) throw new Error('HEIF image not found');
  if (image.width * image.height > workerData.maxPixels) return parentPort.postMessage({ tooManyPixels: true });
  const { width, height, data } = await image.decode();
  parentPort.postMessage({ width, height, data }, [data.buffer]);
})().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

const heicModule = () => createRequire(import.meta.url).resolve('heic-decode');

/** Decodes a HEIC photo; rejects with `{ tooManyPixels: true }` past MAX_PIXELS, else an Error. */
export function decodeHeic(bytes: Buffer): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { bytes: new Uint8Array(bytes), module: heicModule(), maxPixels: MAX_PIXELS },
    });
    worker.once(
      'message',
      (m: { width: number; height: number; data: Uint8ClampedArray } & Record<string, unknown>) => {
        void worker.terminate();
        if (m.tooManyPixels) reject(Object.assign(new Error('pixel limit'), { tooManyPixels: true }));
        else if (typeof m.error === 'string') reject(new Error(m.error));
        else
          resolve({
            width: m.width,
            height: m.height,
            rgba: Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength),
          });
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`HEIC decoder exited with ${code}`)));
  });
}
