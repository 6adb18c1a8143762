import { MapPin, Search } from 'lucide-react';
import { useState } from 'react';
import { type GeocodeResult, geocodeApi, geocodeTexts } from '../../../../shared/geocoding';
import { ADDRESS_PRIVACY, addressPrivacyLabels } from '../../../../shared/listing-catalog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError, apiFetch } from '../../../lib/api';
import { listingFormTexts as t } from '../texts';
import { box } from './listing-form-choices';
import { locationFormTexts as lt, ZOOM_FOR } from './listing-form-location-texts';
import type { ListingFormApi } from './listing-form-values';
import { type MapFocus, MapPicker } from './map-picker';
import type { LatLng } from './map-picker-leaflet';

const pointOf = (lat: string, lng: string): LatLng | null =>
  lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
    ? { lat: Number(lat), lng: Number(lng) }
    : null;

type SearchState = { state: 'idle' | 'busy' } | { state: 'found' | 'failed'; message: string };

/** "Buscar en el mapa": the typed address and city through the server's geocoder. */
function useAddressSearch(form: ListingFormApi, place: (point: LatLng, zoom: number) => void) {
  const [search, setSearch] = useState<SearchState>({ state: 'idle' });
  const run = async () => {
    setSearch({ state: 'busy' });
    const { address, city } = form.getValues();
    try {
      const found = await apiFetch<GeocodeResult>(geocodeApi.geocode, {
        method: 'POST',
        json: { address, city },
      });
      place(found, ZOOM_FOR[found.precision]);
      setSearch({ state: 'found', message: lt.found(found.label, found.precision) });
    } catch (err) {
      // Not found, a geocoder down, too many searches, a field too long: the server's Spanish words.
      const message =
        err instanceof ApiError
          ? ((err.fields ? Object.values(err.fields)[0] : undefined) ?? err.message)
          : geocodeTexts.notFound;
      setSearch({ state: 'failed', message });
    }
  };
  return { search, run };
}

/** The Ubicación section: address, city, what of it is published, and the point on the map. */
export function LocationFields({ form }: { form: ListingFormApi }) {
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const err = (k: 'address' | 'city' | 'lat' | 'lng') => errors[k]?.message as string | undefined;
  const point = pointOf(watch('lat'), watch('lng'));
  const [initial] = useState(point);
  const [focus, setFocus] = useState<MapFocus>({ point: null, seq: 0 });

  const setPoint = (p: LatLng | null) => {
    setValue('lat', p ? String(p.lat) : '', {
      shouldDirty: true,
      shouldValidate: Boolean(errors.lat || errors.lng),
    });
    setValue('lng', p ? String(p.lng) : '', {
      shouldDirty: true,
      shouldValidate: Boolean(errors.lat || errors.lng),
    });
  };
  const { search, run } = useAddressSearch(form, (p, zoom) => {
    setPoint(p);
    setFocus((f) => ({ point: { lat: p.lat, lng: p.lng }, zoom, seq: f.seq + 1 }));
  });
  const coordError = err('lat') ?? err('lng');

  return (
    <>
      <div className="col-span-2">
        <FormField label={t.address} error={err('address')}>
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <FormField label={t.city} error={err('city')}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
      </div>
      <fieldset className="col-span-2" aria-describedby="listing-privacy-hint">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{lt.privacyLegend}</legend>
        <p id="listing-privacy-hint" className="mb-1 text-sm text-neutral-600">
          {lt.privacyHint}
        </p>
        <div className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6">
          {ADDRESS_PRIVACY.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-3 text-sm text-neutral-800">
              <input type="radio" value={code} className={box} {...register('addressPrivacy')} />
              {addressPrivacyLabels[code]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="col-span-2 space-y-3">
        <legend className="text-sm font-medium text-neutral-800">{lt.mapLegend}</legend>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="secondary"
            onClick={run}
            loading={search.state === 'busy'}
            aria-describedby="listing-search-hint"
          >
            <Search className="size-4" aria-hidden />
            {search.state === 'busy' ? lt.searching : lt.search}
          </Button>
          <p id="listing-search-hint" className="text-sm text-neutral-600">
            {lt.searchHint}
          </p>
        </div>
        <div aria-live="polite">
          {(search.state === 'found' || search.state === 'failed') && (
            <p
              data-search-result={search.state}
              className={
                search.state === 'failed' ? 'text-sm font-medium text-red-700' : 'text-sm text-neutral-700'
              }
            >
              {search.message}
            </p>
          )}
        </div>
        <p id="listing-map-hint" className="text-sm text-neutral-600">
          {lt.mapHint}
        </p>
        <MapPicker initial={initial} focus={focus} onPick={setPoint} />
        <input type="hidden" {...register('lat')} />
        <input type="hidden" {...register('lng')} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="flex items-center gap-2 text-neutral-700" data-point>
            <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
            {point ? lt.point(point.lat, point.lng) : lt.noPoint}
          </p>
          {point && (
            <Button
              variant="ghost"
              onClick={() => {
                setPoint(null);
                setFocus((f) => ({ point: null, seq: f.seq + 1 }));
              }}
            >
              {lt.clear}
            </Button>
          )}
        </div>
        {coordError && (
          <p className="text-sm text-red-700" role="alert">
            {coordError}
          </p>
        )}
      </fieldset>
    </>
  );
}
