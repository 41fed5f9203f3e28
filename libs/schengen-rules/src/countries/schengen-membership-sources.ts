/**
 * The official act behind each state's `countsFrom` in `SCHENGEN_MEMBERSHIP`
 * (`schengen-membership.ts`), by ISO code, with a `note` where checks at some internal borders were
 * lifted later (that later date only ended border checks and does not change which days count:
 * `docs/adr/0033-periods-that-do-not-count.md`). Apart from the table so that an app that only
 * counts does not ship the acts' text.
 *
 * @example
 * SCHENGEN_MEMBERSHIP_SOURCES.HR.source; // → 'Council Decision (EU) 2022/2451 …'
 */
export interface SchengenMembershipSource {
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
const JOINED_2007: SchengenMembershipSource = {
  source: ENLARGEMENT_2004,
  note: 'Checks at internal air borders lifted from 30 March 2008.',
};
/** Bulgaria or Romania. */
const JOINED_2024: SchengenMembershipSource = {
  source: BULGARIA_ROMANIA,
  note: BULGARIA_ROMANIA_LAND,
};

export const SCHENGEN_MEMBERSHIP_SOURCES: Readonly<Record<string, SchengenMembershipSource>> = {
  AT: {
    source:
      'Decision of the Executive Committee of 7 October 1997 on bringing into force the Implementing Convention in Austria, SCH/Com-ex (97) 28 rev. 4 (OJ L 239, 22.9.2000): from 1 December 1997',
    note: 'Checks at internal land borders lifted from 1 April 1998.',
  },
  BE: { source: ORIGINAL },
  BG: JOINED_2024,
  HR: {
    source:
      'Council Decision (EU) 2022/2451 of 8 December 2022 on the full application of the provisions of the Schengen acquis in the Republic of Croatia (OJ L 320, 14.12.2022, p. 41): from 1 January 2023',
    note: 'Checks at internal air borders lifted from 26 March 2023.',
  },
  CY: {
    source:
      '2003 Act of Accession, Art. 3(2): the Schengen acquis applies in full only after a Council decision, and none has been taken for Cyprus',
  },
  CZ: JOINED_2007,
  DK: { source: NORDIC },
  EE: JOINED_2007,
  FI: { source: NORDIC },
  FR: { source: ORIGINAL },
  DE: { source: ORIGINAL },
  GR: {
    source:
      'Council Decision 1999/848/EC of 13 December 1999 on the full application of the Schengen acquis in Greece (OJ L 327, 21.12.1999, p. 58): from 1 January 2000',
    note: 'Checks at internal borders lifted between 1 January and 26 March 2000.',
  },
  HU: JOINED_2007,
  IS: { source: NORDIC },
  IE: {
    source:
      'Protocol (No 19) on the Schengen acquis integrated into the framework of the European Union, Art. 4, and Council Decision 2002/192/EC: Ireland takes part in parts of the acquis only, not in the abolition of border checks or the common short-stay rules',
  },
  IT: {
    source:
      'Decision of the Executive Committee of 7 October 1997 on bringing into force the Implementing Convention in Italy, SCH/Com-ex (97) 27 rev. 4 (OJ L 239, 22.9.2000): from 26 October 1997',
    note: 'Checks at internal land borders lifted from 1 April 1998.',
  },
  LV: JOINED_2007,
  LI: {
    source:
      'Council Decision 2011/842/EU of 13 December 2011 on the full application of the provisions of the Schengen acquis in the Principality of Liechtenstein (OJ L 334, 16.12.2011, p. 27): from 19 December 2011',
  },
  LT: JOINED_2007,
  LU: { source: ORIGINAL },
  MT: JOINED_2007,
  NL: { source: ORIGINAL },
  NO: { source: NORDIC },
  PL: JOINED_2007,
  PT: { source: ORIGINAL },
  RO: JOINED_2024,
  SK: JOINED_2007,
  SI: JOINED_2007,
  ES: { source: ORIGINAL },
  SE: { source: NORDIC },
  CH: {
    source:
      'Council Decision 2008/903/EC of 27 November 2008 on the full application of the provisions of the Schengen acquis in the Swiss Confederation (OJ L 327, 5.12.2008, p. 15): from 12 December 2008',
    note: 'Checks at internal air borders lifted from 29 March 2009.',
  },
};
