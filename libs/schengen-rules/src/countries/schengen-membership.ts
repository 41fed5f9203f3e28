/**
 * When each state began to apply the Schengen rules in full, the day from which a stay there
 * counts towards the 90 days in any 180 (Schengen Borders Code Art. 6; Convention implementing
 * the Schengen Agreement). Before that day a stay there was outside the area, so it does not
 * count; Cyprus and Ireland never applied the rules in full (`countsFrom: null`). The one table of
 * these facts in the product, each with its official act. Read it through `schengenCountsFrom`.
 *
 * `countsFrom` is the day the act applied the Schengen acquis in full, visas and the common short
 * stay included; where checks at some internal borders were lifted later (airports, or Bulgaria's
 * and Romania's land borders on 2025-01-01), `note` says so: the later date only ended border
 * checks and does not change which days count (`docs/adr/0033-periods-that-do-not-count.md`).
 *
 * @example
 * SCHENGEN_MEMBERSHIP.find((m) => m.code === 'HR')?.countsFrom; // → '2023-01-01'
 */
import type { IsoDate } from '../types';

export interface SchengenMembership {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** English short name, as a stored travel entry's `country` holds it. */
  readonly name: string;
  /** First day a stay there counts; `null`: never (not a Schengen state). */
  readonly countsFrom: IsoDate | null;
  /** The official act that fixed the date (or that keeps the state out). */
  readonly source: string;
  readonly note?: string;
}

const ORIGINAL =
  'Decision of the Executive Committee of 22 December 1994 on bringing into force the Convention implementing the Schengen Agreement, SCH/Com-ex (94) 29 rev. 2 (OJ L 239, 22.9.2000): in force between the first implementing states from 26 March 1995';
const NORDIC =
  'Council Decision 2000/777/EC of 1 December 2000 on the application of the Schengen acquis in Denmark, Finland and Sweden, and in Iceland and Norway (OJ L 309, 9.12.2000, p. 24): from 25 March 2001';
const ENLARGEMENT_2004 =
  'Council Decision 2007/801/EC of 6 December 2007 on the full application of the provisions of the Schengen acquis in the Czech Republic, Estonia, Latvia, Lithuania, Hungary, Malta, Poland, Slovenia and Slovakia (OJ L 323, 8.12.2007, p. 34): from 21 December 2007';
const BULGARIA_ROMANIA =
  'Council Decision (EU) 2024/210 of 30 December 2023 on the full application of the provisions of the Schengen acquis in the Republic of Bulgaria and Romania (OJ L, 2024/210, 4.1.2024): from 31 March 2024';
const BULGARIA_ROMANIA_LAND =
  'Checks at internal land borders lifted from 1 January 2025 (Council Decision (EU) 2024/3212 of 12 December 2024); stays count from 31 March 2024 whichever border was crossed.';

/** One of the nine states of the 2004 enlargement that joined on 21 December 2007. */
function joinedIn2007(code: string, name: string): SchengenMembership {
  return {
    code,
    name,
    countsFrom: '2007-12-21',
    source: ENLARGEMENT_2004,
    note: 'Checks at internal air borders lifted from 30 March 2008.',
  };
}

/** Bulgaria or Romania. */
function joinedIn2024(code: string, name: string): SchengenMembership {
  return {
    code,
    name,
    countsFrom: '2024-03-31',
    source: BULGARIA_ROMANIA,
    note: BULGARIA_ROMANIA_LAND,
  };
}

export const SCHENGEN_MEMBERSHIP: readonly SchengenMembership[] = [
  {
    code: 'AT',
    name: 'Austria',
    countsFrom: '1997-12-01',
    source:
      'Decision of the Executive Committee of 7 October 1997 on bringing into force the Implementing Convention in Austria, SCH/Com-ex (97) 28 rev. 4 (OJ L 239, 22.9.2000): from 1 December 1997',
    note: 'Checks at internal land borders lifted from 1 April 1998.',
  },
  { code: 'BE', name: 'Belgium', countsFrom: '1995-03-26', source: ORIGINAL },
  joinedIn2024('BG', 'Bulgaria'),
  {
    code: 'HR',
    name: 'Croatia',
    countsFrom: '2023-01-01',
    source:
      'Council Decision (EU) 2022/2451 of 8 December 2022 on the full application of the provisions of the Schengen acquis in the Republic of Croatia (OJ L 320, 14.12.2022, p. 41): from 1 January 2023',
    note: 'Checks at internal air borders lifted from 26 March 2023.',
  },
  {
    code: 'CY',
    name: 'Cyprus',
    countsFrom: null,
    source:
      '2003 Act of Accession, Art. 3(2): the Schengen acquis applies in full only after a Council decision, and none has been taken for Cyprus',
  },
  joinedIn2007('CZ', 'Czechia'),
  { code: 'DK', name: 'Denmark', countsFrom: '2001-03-25', source: NORDIC },
  joinedIn2007('EE', 'Estonia'),
  { code: 'FI', name: 'Finland', countsFrom: '2001-03-25', source: NORDIC },
  { code: 'FR', name: 'France', countsFrom: '1995-03-26', source: ORIGINAL },
  { code: 'DE', name: 'Germany', countsFrom: '1995-03-26', source: ORIGINAL },
  {
    code: 'GR',
    name: 'Greece',
    countsFrom: '2000-01-01',
    source:
      'Council Decision 1999/848/EC of 13 December 1999 on the full application of the Schengen acquis in Greece (OJ L 327, 21.12.1999, p. 58): from 1 January 2000',
    note: 'Checks at internal borders lifted between 1 January and 26 March 2000.',
  },
  joinedIn2007('HU', 'Hungary'),
  { code: 'IS', name: 'Iceland', countsFrom: '2001-03-25', source: NORDIC },
  {
    code: 'IE',
    name: 'Ireland',
    countsFrom: null,
    source:
      'Protocol (No 19) on the Schengen acquis integrated into the framework of the European Union, Art. 4, and Council Decision 2002/192/EC: Ireland takes part in parts of the acquis only, not in the abolition of border checks or the common short-stay rules',
  },
  {
    code: 'IT',
    name: 'Italy',
    countsFrom: '1997-10-26',
    source:
      'Decision of the Executive Committee of 7 October 1997 on bringing into force the Implementing Convention in Italy, SCH/Com-ex (97) 27 rev. 4 (OJ L 239, 22.9.2000): from 26 October 1997',
    note: 'Checks at internal land borders lifted from 1 April 1998.',
  },
  joinedIn2007('LV', 'Latvia'),
  {
    code: 'LI',
    name: 'Liechtenstein',
    countsFrom: '2011-12-19',
    source:
      'Council Decision 2011/842/EU of 13 December 2011 on the full application of the provisions of the Schengen acquis in the Principality of Liechtenstein (OJ L 334, 16.12.2011, p. 27): from 19 December 2011',
  },
  joinedIn2007('LT', 'Lithuania'),
  { code: 'LU', name: 'Luxembourg', countsFrom: '1995-03-26', source: ORIGINAL },
  joinedIn2007('MT', 'Malta'),
  { code: 'NL', name: 'Netherlands', countsFrom: '1995-03-26', source: ORIGINAL },
  { code: 'NO', name: 'Norway', countsFrom: '2001-03-25', source: NORDIC },
  joinedIn2007('PL', 'Poland'),
  { code: 'PT', name: 'Portugal', countsFrom: '1995-03-26', source: ORIGINAL },
  joinedIn2024('RO', 'Romania'),
  joinedIn2007('SK', 'Slovakia'),
  joinedIn2007('SI', 'Slovenia'),
  { code: 'ES', name: 'Spain', countsFrom: '1995-03-26', source: ORIGINAL },
  { code: 'SE', name: 'Sweden', countsFrom: '2001-03-25', source: NORDIC },
  {
    code: 'CH',
    name: 'Switzerland',
    countsFrom: '2008-12-12',
    source:
      'Council Decision 2008/903/EC of 27 November 2008 on the full application of the provisions of the Schengen acquis in the Swiss Confederation (OJ L 327, 5.12.2008, p. 15): from 12 December 2008',
    note: 'Checks at internal air borders lifted from 29 March 2009.',
  },
];
