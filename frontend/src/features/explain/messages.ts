import type { MessageDescriptor } from 'react-intl';

/**
 * Every text of the explanations (issue #21), with SPEC's English as the default message. The
 * catalogues of namespace `explain` (libs/i18n/src/catalogues/<lang>/explain.json) translate them;
 * `explain-catalogue.test.ts` keeps the English one equal to these defaults.
 */
export const messages = {
  modeLabel: { id: 'explain.mode.label', defaultMessage: 'A click on a day' },
  modeRecord: { id: 'explain.mode.record', defaultMessage: 'Records a visit' },
  modeWhy: { id: 'explain.mode.why', defaultMessage: 'Explains its count' },
  modeHint: {
    id: 'explain.mode.hint',
    defaultMessage: 'Click a day, or press Enter on it, to see why it has its count.',
  },
  whyTitle: { id: 'explain.why.title', defaultMessage: 'Why {date} has its count' },
  whyWindow: {
    id: 'explain.why.window',
    defaultMessage: 'The rule looks back over 180 days: {start} to {end}.',
  },
  whyTotal: {
    id: 'explain.why.total',
    defaultMessage:
      '{daysUsed, plural, one {# day counts} other {# days count}} in these 180 days, so {daysLeft, plural, one {# day is} other {# days are}} left of 90.',
  },
  whyNone: {
    id: 'explain.why.none',
    defaultMessage: 'No day of a visit falls in these 180 days: all 90 days are left.',
  },
  whyCountedHeading: { id: 'explain.why.counted', defaultMessage: 'Days that count, by visit' },
  visitClosed: { id: 'explain.visit.closed', defaultMessage: 'Visit from {entry} to {exit}' },
  visitOngoing: { id: 'explain.visit.ongoing', defaultMessage: 'Ongoing visit from {entry}' },
  countedRun: {
    id: 'explain.counted.run',
    defaultMessage:
      '{days, plural, one {# day counts} other {# days count}}: {start} to {end}. {days, plural, one {It stops counting on {dropStart}.} other {They stop counting one by one from {dropStart} to {dropEnd}.}}',
  },
  whyTotalLine: {
    id: 'explain.why.totalLine',
    defaultMessage: 'Total: {daysUsed} of 90 days',
  },
  notCountedHeading: {
    id: 'explain.why.notCounted',
    defaultMessage: 'Days that do not count',
  },
  notCountedExcluded: {
    id: 'explain.notCounted.excluded',
    defaultMessage:
      '{count, plural, one {# day} other {# days}} from {start} to {end}: covered by a {kind, select, residence_permit {residence permit} other {long-stay visa}} of {state}.',
  },
  notCountedNotYet: {
    id: 'explain.notCounted.notYet',
    defaultMessage:
      '{count, plural, one {# day} other {# days}} from {start} to {end}: {country} applied the Schengen rules in full only from {countsFrom}.',
  },
  notCountedNever: {
    id: 'explain.notCounted.never',
    defaultMessage:
      '{count, plural, one {# day} other {# days}} from {start} to {end}: {country} does not apply the Schengen rules in full.',
  },
  close: { id: 'explain.close', defaultMessage: 'Close' },
  comingBackHeading: { id: 'explain.comingBack.heading', defaultMessage: 'Days coming back' },
  comingBackIntro: {
    id: 'explain.comingBack.intro',
    defaultMessage:
      'On {from} you have {daysLeft, plural, one {# day} other {# days}} left of 90. Each day of a visit comes back 180 days after it.',
  },
  comingBackNone: {
    id: 'explain.comingBack.none',
    defaultMessage: 'No days come back in the 180 days after {from}.',
  },
  comingBackChart: {
    id: 'explain.comingBack.chart',
    defaultMessage: 'Days left of 90 from {from} to {through}',
  },
  comingBackDaysLeft: { id: 'explain.comingBack.daysLeft', defaultMessage: 'Days left' },
  comingBackTableCaption: {
    id: 'explain.comingBack.caption',
    defaultMessage: 'Dates on which days come back',
  },
  comingBackDates: { id: 'explain.comingBack.dates', defaultMessage: 'Dates' },
  comingBackRegained: { id: 'explain.comingBack.regained', defaultMessage: 'Days back' },
  comingBackLeftAfter: {
    id: 'explain.comingBack.leftAfter',
    defaultMessage: 'Days left after',
  },
  comingBackRun: {
    id: 'explain.comingBack.run',
    defaultMessage: '{start} to {end}, one a day',
  },
  tripHeading: { id: 'explain.trip.heading', defaultMessage: 'Will this trip fit?' },
  tripEntry: { id: 'explain.trip.entry', defaultMessage: 'Planned entry date' },
  tripExit: { id: 'explain.trip.exit', defaultMessage: 'Planned exit date' },
  tripCheck: { id: 'explain.trip.check', defaultMessage: 'Check this trip' },
  tripEntryRequired: {
    id: 'explain.trip.entryRequired',
    defaultMessage: 'Choose the day you plan to enter the Schengen Area',
  },
  tripExitRequired: {
    id: 'explain.trip.exitRequired',
    defaultMessage: 'Choose the day you plan to leave',
  },
  tripNotPast: {
    id: 'explain.trip.notPast',
    defaultMessage: 'Choose today ({today}) or a later date',
  },
  tripExitAfterEntry: {
    id: 'explain.trip.exitAfterEntry',
    defaultMessage: 'The exit date must be on or after the entry date',
  },
  tripWithinHorizon: {
    id: 'explain.trip.withinHorizon',
    defaultMessage: 'Choose a date up to {horizon}',
  },
  tripFits: {
    id: 'explain.trip.fits',
    defaultMessage:
      'This trip fits: {days, plural, one {# day} other {# days}} from {entry} to {exit}, and every later trip you have recorded stays within 90 days in 180.',
  },
  tripOverInTrip: {
    id: 'explain.trip.overInTrip',
    defaultMessage:
      'This trip does not fit: its day {dayOfTrip}, {date}, would be day {daysUsed} in the 180 days from {start} to {end}, over 90.',
  },
  tripOverLater: {
    id: 'explain.trip.overLater',
    defaultMessage:
      'This trip does not fit: it would take {date}, a day of a trip you have recorded later, to {daysUsed} days in the 180 days from {start} to {end}, over 90.',
  },
  tripCausesHeading: {
    id: 'explain.trip.causes',
    defaultMessage: 'What counts in those 180 days',
  },
  tripOwnDays: {
    id: 'explain.trip.ownDays',
    defaultMessage: 'This trip: {days, plural, one {# day} other {# days}}',
  },
  tripSuggestions: { id: 'explain.trip.suggestions', defaultMessage: 'What would fit' },
  tripStartOn: {
    id: 'explain.trip.startOn',
    defaultMessage: 'Start on {date} instead ({days, plural, one {# day} other {# days}})',
  },
  tripStartEarlier: {
    id: 'explain.trip.startEarlier',
    defaultMessage: 'Start earlier, on {date} ({days, plural, one {# day} other {# days}})',
  },
  tripShorten: {
    id: 'explain.trip.shorten',
    defaultMessage: 'Stay {days, plural, one {# day} other {# days}}, leaving on {exit}',
  },
  tripNoSuggestion: {
    id: 'explain.trip.noSuggestion',
    defaultMessage:
      'No trip of this length fits in the next 3 years, and not even the entry day fits.',
  },
  overstayDate: {
    id: 'explain.overstay.date',
    defaultMessage:
      'By the count alone, a new stay becomes possible on {date} at the earliest: the first day whose 180 days hold 90 or fewer.',
  },
  overstayDateInside: {
    id: 'explain.overstay.dateInside',
    defaultMessage:
      'By the count alone, if you leave today, a new stay becomes possible on {date} at the earliest: the first day whose 180 days hold 90 or fewer.',
  },
  overstayNone: {
    id: 'explain.overstay.none',
    defaultMessage: 'By the count alone, no new stay becomes possible in the next 3 years.',
  },
  overstayWarning: {
    id: 'explain.overstay.warning',
    defaultMessage:
      'An overstay can have legal consequences, such as a fine, an entry ban or a refusal of entry, whatever this date says. Ask the authorities of the country concerned before you travel again.',
  },
  overstayTitle: { id: 'explain.overstay.title', defaultMessage: 'After an overstay' },
} satisfies Record<string, MessageDescriptor & { id: string; defaultMessage: string }>;
