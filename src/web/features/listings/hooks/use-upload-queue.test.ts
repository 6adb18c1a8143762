// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingTexts, type PhotoView } from '../../../../shared/listings';
import { ApiError, OFFLINE_MESSAGE } from '../../../lib/api';
import { type UploadResponse, uploadPhoto } from '../api/upload-photo';
import { photosQueryKey } from '../api/use-photos';
import { useUploadQueue } from './use-upload-queue';

vi.mock('../api/upload-photo', () => ({ uploadPhoto: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const LISTING = 'listing-1';
const photo = (id: string, pos = 0): PhotoView => ({
  id,
  url: `/uploads/${id}.webp`,
  pos,
  room: null,
  room_code: null,
  width: 960,
  height: 720,
  sources: [],
});

/** The server as the uploads see it: photos stored in the order the uploads finish. */
function fakeServer(initial: string[]) {
  const stored = [...initial];
  const pending = new Map<string, (res: UploadResponse) => void>();
  vi.mocked(uploadPhoto).mockImplementation(
    (_listing, file) => new Promise((resolve) => pending.set(file.name, resolve)),
  );
  const orders: string[][] = [];
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const { photoIds } = JSON.parse(String(init.body)) as { photoIds: string[] };
      orders.push(photoIds);
      if ([...photoIds].sort().join() !== [...stored].sort().join())
        return Response.json({ error: { code: 'validation', message: 'Orden inválido.' } }, { status: 422 });
      stored.splice(0, stored.length, ...photoIds);
    }
    return Response.json({ photos: stored.map((id, i) => photo(id, i + 1)) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    stored,
    orders,
    /**
     * Upload `name` ends: its photo is stored last (as the server does) and the answer arrives;
     * `thenStored` is stored right after the answer was made (another tab's upload).
     */
    async finish(name: string, thenStored?: string) {
      // The photo is prepared (made smaller) before it is sent: its request starts a moment later.
      await waitFor(() => expect(pending.has(name)).toBe(true));
      stored.push(name);
      const answer = { photo: photo(name), photos: stored.map((id, i) => photo(id, i + 1)) };
      if (thenStored) stored.push(thenStored);
      pending.get(name)!(answer);
    },
    isUploading: (name: string) => pending.has(name),
  };
}

function renderQueue(initial: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(photosQueryKey(LISTING), { photos: initial.map((id, i) => photo(id, i + 1)) });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { ...renderHook(() => useUploadQueue(LISTING), { wrapper }), queryClient };
}

const files = (...names: string[]) => names.map((n) => new File(['x'], n, { type: 'image/jpeg' }));
const shownIds = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ photos: PhotoView[] }>(photosQueryKey(LISTING))?.photos.map((p) => p.id);

beforeEach(() => {
  vi.mocked(uploadPhoto).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('useUploadQueue', () => {
  it('puts photos that finish out of order back in the order they were selected', async () => {
    const server = fakeServer(['old']);
    const { result, queryClient } = renderQueue(['old']);
    act(() => result.current.add(files('a', 'b', 'c')));
    // Two at a time: a and b are sent, c waits.
    expect(result.current.items.map((i) => i.status)).toEqual(['uploading', 'uploading', 'queued']);
    expect(server.isUploading('c')).toBe(false);

    await act(async () => server.finish('b'));
    await waitFor(() => expect(server.isUploading('c')).toBe(true));
    await act(async () => server.finish('c'));
    await act(async () => server.finish('a'));

    await waitFor(() => expect(result.current.pending).toBe(0));
    await waitFor(() => expect(server.orders).toEqual([['old', 'a', 'b', 'c']]));
    expect(server.stored).toEqual(['old', 'a', 'b', 'c']);
    await waitFor(() => expect(shownIds(queryClient)).toEqual(['old', 'a', 'b', 'c']));
  });

  it('sends no order when the uploads finished in the order they were selected', async () => {
    const server = fakeServer([]);
    const { result } = renderQueue([]);
    act(() => result.current.add(files('a', 'b')));
    await act(async () => server.finish('a'));
    await act(async () => server.finish('b'));
    await waitFor(() => expect(result.current.items.every((i) => i.status === 'done')).toBe(true));
    expect(server.orders).toEqual([]);
    expect(server.stored).toEqual(['a', 'b']);
  });

  it('orders again on a fresh list when another photo arrived meanwhile, and skips failed files', async () => {
    const server = fakeServer(['old']);
    const { result } = renderQueue(['old']);
    const big = new File([new Uint8Array(26 * 1024 * 1024)], 'huge', { type: 'image/jpeg' });
    act(() => result.current.add([...files('a'), big, ...files('b')]));
    expect(result.current.items.map((i) => i.status)).toEqual(['uploading', 'error', 'uploading']);
    await act(async () => server.finish('b'));
    // Stored by another tab after the last answer: the first order misses it and is refused.
    await act(async () => server.finish('a', 'other'));
    await waitFor(() => expect(server.orders).toHaveLength(2));
    expect(server.orders[1]).toEqual(['old', 'a', 'b', 'other']);
    expect(server.stored).toEqual(['old', 'a', 'b', 'other']);
  });

  it('sends a photo again by itself after a network error, but not after a refusal (issue 25 → 8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ photos: [photo('a', 1)] })),
    );
    let calls = 0;
    vi.mocked(uploadPhoto).mockImplementation(async (_listing, file) => {
      if (file.name === 'a' && ++calls === 1) throw new ApiError(0, 'internal', OFFLINE_MESSAGE);
      if (file.name === 'heic') throw new ApiError(422, 'validation', listingTexts.corruptImage);
      return { photo: photo(file.name), photos: [photo(file.name, 1)] };
    });
    const { result } = renderQueue([]);
    act(() => result.current.add(files('a', 'heic')));
    await waitFor(() => expect(result.current.pending).toBe(0), { timeout: 5000 });
    expect(calls).toBe(2);
    expect(result.current.items.map((i) => i.status)).toEqual(['done', 'error']);
    expect(vi.mocked(uploadPhoto).mock.calls.filter(([, f]) => f.name === 'heic')).toHaveLength(1);
    // The toast gives the reason the row gives, not a generic "try again".
    await waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(vi.mocked(toast.warning).mock.calls.at(-1)![1]!.description).toContain(listingTexts.corruptImage);
  });

  it('puts the precise reason in the toast when nothing could be uploaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ photos: [] })),
    );
    vi.mocked(uploadPhoto).mockRejectedValue(new ApiError(422, 'validation', listingTexts.tooSmall));
    const { result } = renderQueue([]);
    act(() => result.current.add(files('tiny')));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const [, options] = vi.mocked(toast.error).mock.calls.at(-1)!;
    expect(options!.description).toBe(listingTexts.tooSmall);
    expect(result.current.items[0]!.error).toBe(listingTexts.tooSmall);
  });
});
