import type { PlaceMessageKey } from '../places';

export const arPlaces: Record<PlaceMessageKey, string> = {
  'places.country': 'الدولة',
  'places.city': 'المدينة',
  'places.area': 'المنطقة',
  'places.choose': 'اختر',
  'places.loading': 'جارٍ التحميل…',
  'places.searchCountry': 'ابحث عن دولة',
  'places.searchCity': 'ابحث عن مدينة',
  'places.searchArea': 'ابحث عن منطقة',
  'places.noCitySelect': 'اختر الدولة أولًا أو لا توجد مدن',
  'places.noAreaSelect': 'اختر المدينة أولًا أو لا توجد مناطق',
  'places.noCountries': 'لم يتم العثور على دول',
  'places.noCities': 'لا توجد مدن أو لم تُختر دولة',
  'places.noAreas': 'لا توجد مناطق أو لم تُختر مدينة',
  'places.countriesFailed': 'تعذّر تحميل الدول',
  'places.citiesFailed': 'تعذّر تحميل المدن',
  'places.areasFailed': 'تعذّر تحميل المناطق',
};
