/**
 * The browser time zones taken to mean "in Europe" (SPEC §4: the cookie banner shows only there),
 * from the IANA time zone database, release 2025b (zone.tab, zone1970.tab, tzdata.zi with its
 * backward links), in three groups:
 *
 * 1. Every zone.tab zone of the countries whose visitors European privacy law protects: the 27 EU
 *    states with the parts of the EU the database files under their own codes (Åland AX, French
 *    Guiana GF, Guadeloupe GP, Martinique MQ, Réunion RE, Mayotte YT, Saint-Martin MF); the EEA
 *    states Iceland, Liechtenstein and Norway (with Svalbard and Jan Mayen, SJ); Switzerland; the
 *    UK; and the Faroe Islands. This catches zones outside Europe/ such as Asia/Nicosia,
 *    Atlantic/Canary, Atlantic/Madeira, Atlantic/Azores, Africa/Ceuta and Arctic/Longyearbyen.
 *    (zone1970.tab adds no name of its own for these countries; the zones it shares with them are
 *    other countries' names, such as Asia/Dubai for Réunion, and are left out.)
 * 2. Every other name the database files under Europe/ (Europe/Kyiv, Europe/Belgrade, …): the
 *    "looks European" of SPEC, as before.
 * 3. Every other name of those zones: backward links (Europe/Kiev, Atlantic/Faeroe, GB, Eire,
 *    Poland, Portugal, …) and the legacy CET, EET, MET, WET. Browsers report CLDR's names, which
 *    are often the old ones (Chrome says Europe/Kiev for Kyiv); the tests check that the name any
 *    of these zones resolves to is on the list.
 *
 * To refresh: regenerate the groups from a newer tzdata release by the same rules.
 */
export const EUROPEAN_TIME_ZONES: readonly string[] = [
  // 1. Every zone.tab zone of those countries and territories.
  'Europe/Vienna', // Austria (AT)
  'Europe/Brussels', // Belgium (BE)
  'Europe/London', // Britain (UK) (GB)
  'Europe/Sofia', // Bulgaria (BG)
  'Europe/Zagreb', // Croatia (HR)
  'Asia/Famagusta', // Cyprus (CY)
  'Asia/Nicosia', // Cyprus (CY)
  'Europe/Prague', // Czech Republic (CZ)
  'Europe/Copenhagen', // Denmark (DK)
  'Europe/Tallinn', // Estonia (EE)
  'Atlantic/Faroe', // Faroe Islands (FO)
  'Europe/Helsinki', // Finland (FI)
  'Europe/Paris', // France (FR)
  'America/Cayenne', // French Guiana (GF)
  'Europe/Berlin', // Germany (DE)
  'Europe/Busingen', // Germany (DE)
  'Europe/Athens', // Greece (GR)
  'America/Guadeloupe', // Guadeloupe (GP)
  'Europe/Budapest', // Hungary (HU)
  'Atlantic/Reykjavik', // Iceland (IS)
  'Europe/Dublin', // Ireland (IE)
  'Europe/Rome', // Italy (IT)
  'Europe/Riga', // Latvia (LV)
  'Europe/Vaduz', // Liechtenstein (LI)
  'Europe/Vilnius', // Lithuania (LT)
  'Europe/Luxembourg', // Luxembourg (LU)
  'Europe/Malta', // Malta (MT)
  'America/Martinique', // Martinique (MQ)
  'Indian/Mayotte', // Mayotte (YT)
  'Europe/Amsterdam', // Netherlands (NL)
  'Europe/Oslo', // Norway (NO)
  'Europe/Warsaw', // Poland (PL)
  'Atlantic/Azores', // Portugal (PT)
  'Atlantic/Madeira', // Portugal (PT)
  'Europe/Lisbon', // Portugal (PT)
  'Europe/Bucharest', // Romania (RO)
  'Indian/Reunion', // Réunion (RE)
  'Europe/Bratislava', // Slovakia (SK)
  'Europe/Ljubljana', // Slovenia (SI)
  'Africa/Ceuta', // Spain (ES)
  'Atlantic/Canary', // Spain (ES)
  'Europe/Madrid', // Spain (ES)
  'America/Marigot', // St Martin (French) (MF)
  'Arctic/Longyearbyen', // Svalbard & Jan Mayen (SJ)
  'Europe/Stockholm', // Sweden (SE)
  'Europe/Zurich', // Switzerland (CH)
  'Europe/Mariehamn', // Åland Islands (AX)
  // 2. The rest of the database's Europe/ names, zones and links.
  'Europe/Andorra',
  'Europe/Astrakhan',
  'Europe/Belfast',
  'Europe/Belgrade',
  'Europe/Chisinau',
  'Europe/Gibraltar',
  'Europe/Guernsey',
  'Europe/Isle_of_Man',
  'Europe/Istanbul',
  'Europe/Jersey',
  'Europe/Kaliningrad',
  'Europe/Kiev',
  'Europe/Kirov',
  'Europe/Kyiv',
  'Europe/Minsk',
  'Europe/Monaco',
  'Europe/Moscow',
  'Europe/Nicosia',
  'Europe/Podgorica',
  'Europe/Samara',
  'Europe/San_Marino',
  'Europe/Sarajevo',
  'Europe/Saratov',
  'Europe/Simferopol',
  'Europe/Skopje',
  'Europe/Tirane',
  'Europe/Tiraspol',
  'Europe/Ulyanovsk',
  'Europe/Uzhgorod',
  'Europe/Vatican',
  'Europe/Volgograd',
  'Europe/Zaporozhye',
  // 3. Other names of the zones above: backward links and legacy zones.
  'Asia/Istanbul',
  'Atlantic/Faeroe',
  'Atlantic/Jan_Mayen',
  'CET',
  'EET',
  'Eire',
  'GB',
  'GB-Eire',
  'Iceland',
  'MET',
  'Poland',
  'Portugal',
  'Turkey',
  'W-SU',
  'WET',
];

const EUROPEAN = new Set(EUROPEAN_TIME_ZONES);

export function isEuropeanTimeZone(zone: string): boolean {
  return EUROPEAN.has(zone);
}
