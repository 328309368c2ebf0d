// Where the demo cities lie, for a bike location's map position: a building's address names its city.
const TORONTO: readonly [string, number, number] = ['Toronto', 43.6532, -79.3832];
const CITY_POSITIONS: readonly (readonly [string, number, number])[] = [
  TORONTO,
  ['Mississauga', 43.589, -79.6441],
  ['Ottawa', 45.4215, -75.6972],
  ['Hamilton', 43.2557, -79.8711],
  ['Montréal', 45.5019, -73.5674],
  ['Vancouver', 49.2827, -123.1207],
  ['Calgary', 51.0447, -114.0719],
  ['Edmonton', 53.5461, -113.4938],
  ['Winnipeg', 49.8951, -97.1384],
  ['Halifax', 44.6488, -63.5752],
  ['Kitchener', 43.4516, -80.4925],
  ['London', 42.9849, -81.2453],
  ['Laval', 45.6066, -73.7124],
  ['Québec', 46.8139, -71.208],
  ['Gatineau', 45.4765, -75.7013],
  ['Burnaby', 49.2488, -122.9805],
  ['Victoria', 48.4284, -123.3656],
  ['Saskatoon', 52.1579, -106.6702],
  ['Regina', 50.4452, -104.6189],
  ["St. John's", 47.5615, -52.7126],
];

/** The centre of the city the address names (Toronto when it names none of them), as [lat, lng]. */
export function cityPosition(address: string): [number, number] {
  const [, lat, lng] = CITY_POSITIONS.find(([city]) => address.includes(city)) ?? TORONTO;
  return [lat, lng];
}
