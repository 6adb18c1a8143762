import type sharpModule from 'sharp';

export type SharpFn = typeof sharpModule;

let loading: Promise<SharpFn> | undefined;

/**
 * sharp, loaded on first use. Loading it maps libvips and its codecs: ~19 MB of resident memory
 * from that moment on, which a server that has handled no image yet (a restart, a first start
 * whose demo photos the build processed) need not carry. The process-wide settings are applied
 * once, here: no operation cache (every image is new; the cache would only hold memory), and one
 * libvips thread per image (sharp's own default on glibc): PHOTO_SLOTS images at once already keep
 * both cores busy, and glibc's allocator fragments less with fewer threads.
 */
export function loadSharp(): Promise<SharpFn> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
