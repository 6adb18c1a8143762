import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processPhoto } from '../../modules/photos/process-photo';
import { processedDemoPhoto, processedDemoPhotoName, writeProcessedDemoPhoto } from './processed';
import { drawDemoPicture } from './render';

const root = mkdtempSync(join(tmpdir(), 'demo-photos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo photos processed by the build', () => {
  it('are what the upload pipeline makes of the picture, byte for byte', async () => {
    const jpeg = await drawDemoPicture('madrid-salon');
    await writeProcessedDemoPhoto('madrid-salon', jpeg, root);
    expect(readdirSync(root)).toEqual([processedDemoPhotoName('madrid-salon')]);
    const built = await processedDemoPhoto('madrid-salon', root);
    const now = await processPhoto(jpeg);
    expect(built).not.toBeNull();
    expect(built!.contentHash).toBe(now.contentHash);
    expect(built!.original).toEqual(now.original);
    expect(built!.derivatives).toEqual(now.derivatives);
  });

  it('are not taken when missing, damaged, or made from another drawing or pipeline', async () => {
    expect(await processedDemoPhoto('madrid-cocina', root)).toBeNull();
    // Another drawing or pipeline has another folder name: it is never read.
    expect(processedDemoPhotoName('madrid-salon')).toMatch(/^madrid-salon-[0-9a-f]{16}-[0-9a-f]{12}$/);
    writeFileSync(join(root, processedDemoPhotoName('madrid-salon'), 'original.jpg'), 'not the photo');
    expect(await processedDemoPhoto('madrid-salon', root)).toBeNull();
  });
});
