import type { MeResponse } from '../../src/shared/agency';
import {
  type ListingInput,
  type ListingView,
  listingsApi,
  MAX_PHOTOS,
  type PhotoView,
} from '../../src/shared/listings';
import { api, paths } from '../../src/shared/paths';
import { roomPhoto } from './room-photos';

const DEMO = { email: 'demo@escaparate.es', password: 'escaparate-demo' };
const PHOTO_COUNT = MAX_PHOTOS;
/** The room of each photo, in upload order: the microsite's alt texts name them. */
const ROOMS = [
  'salon',
  'salon',
  'cocina',
  'comedor',
  'dormitorio',
  'dormitorio',
  'infantil',
  'bano',
  'bano',
  'despacho',
  'terraza',
  'terraza',
];

const LISTING: ListingInput = {
  title: 'Piso exterior con terraza en Chamberí',
  price: 489000,
  address: 'Calle de Fuencarral 123, 4º B',
  city: 'Madrid',
  sqm: 96,
  beds: 3,
  baths: 2,
  floor: '4º',
  exterior: true,
  lat: 40.4312,
  lng: -3.7019,
  published: true,
  useCode: 'residencial',
  energyStatus: 'in_progress',
};

type ApiInit = { method?: string; json?: unknown; body?: FormData };
/** A signed-in call: JSON in and out, throws on a non-2xx answer. */
export type ApiCall = <T>(path: string, init?: ApiInit) => Promise<T>;

export interface DemoListing {
  listing: ListingView;
  agencySlug: string;
  photos: PhotoView[];
  photoCount: number;
  photoMb: number;
}

/** The demo user's session cookie, signed in through the API as the dashboard does. */
export async function demoSessionCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}${api.auth}/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A client of the JSON API with the demo user's session, as the dashboard would be. */
export async function signIn(origin: string): Promise<ApiCall> {
  const cookie = await demoSessionCookie(origin);
  const headers = { cookie, origin };
  return async <T>(path: string, init: ApiInit = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: init.method ?? 'GET',
      headers: init.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * Signs in as the seeded demo user and, through the same API the dashboard uses, creates a
 * published listing with 12 room photos (uploaded one after another, one file per request).
 */
export async function createDemoListing(
  origin: string,
  call?: ApiCall,
  /** Fields of the ad beyond the basic listing (description, features, costs…). */
  ad: Partial<ListingInput> = {},
): Promise<DemoListing> {
  call ??= await signIn(origin);
  const { agency } = await call<MeResponse>(api.me);
  const { listing } = await call<{ listing: ListingView }>(listingsApi.list, {
    method: 'POST',
    json: { ...LISTING, ...ad },
  });

  const photos = await Promise.all(Array.from({ length: PHOTO_COUNT }, (_, i) => roomPhoto(i)));
  let uploaded: PhotoView[] = [];
  for (const [i, bytes] of photos.entries()) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], `IMG_${2041 + i}.jpg`, { type: 'image/jpeg' }));
    ({ photos: uploaded } = await call<{ photos: PhotoView[] }>(listingsApi.photos(listing.id), {
      method: 'POST',
      body: form,
    }));
  }
  for (const [i, photo] of uploaded.entries()) {
    await call(listingsApi.photo(listing.id, photo.id), { method: 'PATCH', json: { roomCode: ROOMS[i] } });
  }
  const page = await fetch(`${origin}${paths.listing(listing.slug)}`);
  if (page.status !== 200) throw new Error(`The new microsite answers ${page.status}`);
  return {
    listing,
    agencySlug: agency.slug,
    photos: uploaded,
    photoCount: uploaded.length,
    photoMb: photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024,
  };
}
