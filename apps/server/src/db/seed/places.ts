// The Canadian cities the demo buildings stand in, with what the seed needs to make their data look local.

export interface City {
  name: string;
  province: string;
  timezone: string;
  /** Local standard time minus UTC, in hours; deliveries are placed in local working hours with it. */
  utcOffset: number;
  areaCodes: readonly string[];
}

const city = (
  name: string,
  province: string,
  timezone: string,
  utcOffset: number,
  areaCodes: string[],
): City => ({
  name,
  province,
  timezone,
  utcOffset,
  areaCodes,
});

export const CITIES = {
  toronto: city('Toronto', 'ON', 'America/Toronto', -5, ['416', '647', '437']),
  mississauga: city('Mississauga', 'ON', 'America/Toronto', -5, ['905', '289']),
  ottawa: city('Ottawa', 'ON', 'America/Toronto', -5, ['613', '343']),
  hamilton: city('Hamilton', 'ON', 'America/Toronto', -5, ['905', '289']),
  kitchener: city('Kitchener', 'ON', 'America/Toronto', -5, ['519', '226']),
  london: city('London', 'ON', 'America/Toronto', -5, ['519', '226']),
  montreal: city('Montréal', 'QC', 'America/Toronto', -5, ['514', '438']),
  laval: city('Laval', 'QC', 'America/Toronto', -5, ['450', '579']),
  quebec: city('Québec', 'QC', 'America/Toronto', -5, ['418', '581']),
  gatineau: city('Gatineau', 'QC', 'America/Toronto', -5, ['819', '873']),
  vancouver: city('Vancouver', 'BC', 'America/Vancouver', -8, ['604', '778']),
  burnaby: city('Burnaby', 'BC', 'America/Vancouver', -8, ['604', '778']),
  victoria: city('Victoria', 'BC', 'America/Vancouver', -8, ['250', '778']),
  calgary: city('Calgary', 'AB', 'America/Edmonton', -7, ['403', '587']),
  edmonton: city('Edmonton', 'AB', 'America/Edmonton', -7, ['780', '587']),
  winnipeg: city('Winnipeg', 'MB', 'America/Winnipeg', -6, ['204', '431']),
  saskatoon: city('Saskatoon', 'SK', 'America/Regina', -6, ['306', '639']),
  regina: city('Regina', 'SK', 'America/Regina', -6, ['306', '639']),
  halifax: city('Halifax', 'NS', 'America/Halifax', -4, ['902', '782']),
  stJohns: city("St. John's", 'NL', 'America/St_Johns', -3.5, ['709']),
} as const satisfies Record<string, City>;

/** The stored address format: street|city|province code|postal code|Canada. */
export function formatAddress(street: string, place: City, postalCode: string): string {
  return [street, place.name, place.province, postalCode, 'Canada'].join('|');
}
