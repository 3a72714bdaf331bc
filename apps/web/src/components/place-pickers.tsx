import { useEffect, useMemo } from 'react';
import { showAlert } from '../lib/alerts';
import { useAreas, useCities, useCountries } from '../api/geography';
import { tPlace } from '../i18n/places';
import type { PlaceMessageKey } from '../i18n/places';
import { PickerField } from './picker-field';
import { countryName, placeName } from '../i18n/place-names';
import type { PlaceName } from '../i18n/place-names';
import type { SheetOption } from './bottom-sheet';

/** A chosen place: its code (sent as country_code…) and its name (sent as COUNTRY…). */
export interface Choice {
  code: string;
  name: string;
}

export interface Place {
  country: Choice | undefined;
  city: Choice | undefined;
  area: Choice | undefined;
}

/** docs/wire-protocol.md §8: a list that cannot be loaded says so in a red banner. */
function useFailureAlert(failed: boolean, key: PlaceMessageKey) {
  useEffect(() => {
    if (failed) showAlert({ success: false, message: tPlace(key) });
  }, [failed, key]);
}

function toOptions<T>(
  items: readonly T[] | undefined,
  code: (item: T) => string,
  name: (item: T) => PlaceName,
): SheetOption[] {
  return (items ?? []).map((item) => ({ value: code(item), ...name(item) }));
}

/** The English name of the place with `code` (what is sent), from the list it was chosen in. */
function englishName<T>(items: readonly T[] | undefined, code: string, of: (item: T) => string[]) {
  const found = items?.map(of).find(([value]) => value === code);
  return { code, name: found?.[1] ?? code };
}

/**
 * Country, city and area (docs/wire-protocol.md §4 "Geography pickers"): choosing a country reloads the cities
 * and clears the city and area; choosing a city reloads the areas and clears the area.
 */
export function PlacePickers({
  place,
  onChange,
}: {
  place: Place;
  onChange: (place: Place) => void;
}) {
  const countries = useCountries();
  const cities = useCities(place.country?.code);
  const areas = useAreas(place.country?.code, place.city?.code);
  useFailureAlert(countries.isError, 'places.countriesFailed');
  useFailureAlert(cities.isError, 'places.citiesFailed');
  useFailureAlert(areas.isError, 'places.areasFailed');

  const countryOptions = useMemo(
    () =>
      toOptions(
        countries.data,
        (c) => c.country_code,
        (c) => countryName(c.country_code, c.country_name),
      ),
    [countries.data],
  );
  const cityOptions = useMemo(
    () =>
      toOptions(
        cities.data,
        (c) => c.city_code,
        (c) => placeName(c.city_name),
      ),
    [cities.data],
  );
  const areaOptions = useMemo(
    () =>
      toOptions(
        areas.data,
        (a) => a.area_code,
        (a) => placeName(a.area_name),
      ),
    [areas.data],
  );

  const shownCountry = place.country && countryName(place.country.code, place.country.name);
  const shownCity = place.city && placeName(place.city.name);
  const shownArea = place.area && placeName(place.area.name);

  const noCities = !place.country || (cities.isSuccess && cityOptions.length === 0);
  const noAreas = !place.city || (areas.isSuccess && areaOptions.length === 0);

  return (
    <>
      <PickerField
        label={tPlace('places.country')}
        options={countryOptions}
        value={place.country?.code}
        valueText={shownCountry?.label}
        valueLang={shownCountry?.lang}
        placeholder={tPlace('places.choose')}
        searchLabel={tPlace('places.searchCountry')}
        empty={tPlace('places.noCountries')}
        loadingText={tPlace('places.loading')}
        loading={countries.isPending}
        onChange={(code) =>
          onChange({
            country: englishName(countries.data, code, (c) => [c.country_code, c.country_name]),
            city: undefined,
            area: undefined,
          })
        }
      />
      <PickerField
        label={tPlace('places.city')}
        options={cityOptions}
        value={place.city?.code}
        valueText={shownCity?.label}
        valueLang={shownCity?.lang}
        placeholder={tPlace(noCities ? 'places.noCitySelect' : 'places.choose')}
        searchLabel={tPlace('places.searchCity')}
        empty={tPlace('places.noCities')}
        loadingText={tPlace('places.loading')}
        loading={Boolean(place.country) && cities.isPending}
        onChange={(code) =>
          onChange({
            ...place,
            city: englishName(cities.data, code, (c) => [c.city_code, c.city_name]),
            area: undefined,
          })
        }
      />
      <PickerField
        label={tPlace('places.area')}
        options={areaOptions}
        value={place.area?.code}
        valueText={shownArea?.label}
        valueLang={shownArea?.lang}
        placeholder={tPlace(noAreas ? 'places.noAreaSelect' : 'places.choose')}
        searchLabel={tPlace('places.searchArea')}
        empty={tPlace('places.noAreas')}
        loadingText={tPlace('places.loading')}
        loading={Boolean(place.city) && areas.isPending}
        onChange={(code) =>
          onChange({
            ...place,
            area: englishName(areas.data, code, (a) => [a.area_code, a.area_name]),
          })
        }
      />
    </>
  );
}
