export interface CountriesTable {
  country_code: string;
  country_name: string;
  alpha3_code: string;
  numeric_code: string;
}

export interface CitiesTable {
  city_code: string;
  country_code: string;
  city_name: string;
}

export interface AreasTable {
  area_code: string;
  city_code: string;
  area_name: string;
}
