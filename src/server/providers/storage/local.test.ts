import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStorageContract, unsafeKeys } from '../../../../test/support/storage-contract';
import { createLocalStorage } from './local';

let parent: string;
let root: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'escaparate-storage-'));
  root = join(parent, 'uploads');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describeStorageContract('local', () => createLocalStorage({ root }));

describe('local storage', () => {
  it('keeps files under root, derives the type from the extension and leaves no temp files', async () => {
    const storage = createLocalStorage({ root });
    await storage.put('listings/l1/a.jpg', Buffer.from('jpg'), { contentType: 'image/jpeg' });
    await storage.put('listings/l1/b.bin', Buffer.from('bin'), { contentType: 'image/webp' });
    expect((await storage.get('listings/l1/a.jpg'))?.contentType).toBe('image/jpeg');
    expect((await storage.get('listings/l1/b.bin'))?.contentType).toBe('application/octet-stream');
    expect(await readdir(join(root, 'listings/l1'))).toEqual(['a.jpg', 'b.bin']);
  });

  it('writes nothing outside root, whatever the key', async () => {
    const storage = createLocalStorage({ root });
    for (const key of [...unsafeKeys, '../../escaped.webp', '..', '.'])
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/webp' })).rejects.toThrow();
    await expect(storage.deletePrefix('../')).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['uploads']);
  });

  it('uses publicBase for URLs', () => {
    const storage = createLocalStorage({ root, publicBase: 'https://cdn.example.es/' });
    expect(storage.publicUrl('listings/1/a.webp')).toBe('https://cdn.example.es/listings/1/a.webp');
  });
});
