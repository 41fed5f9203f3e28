import ical, { ICalCalendarMethod } from 'ical-generator';

import {
  addDays,
  compareIsoDates,
  lastDayToStay,
  visitRange,
  visitsToStays,
  type ExcludedPeriod,
  type IsoDate,
  type Visit,
} from '@app/schengen-rules';

import type { RuleRecord } from '../entries/travel-history';

/** How often a calendar application should fetch the feed again (seconds). */
export const CALENDAR_FEED_REFRESH_SECONDS = 60 * 60;

/** What a traveller's feed shows: their visits (SPEC §3 pairing, newest first) on `today`. */
export interface CalendarFeedContent {
  /** The calendar's name, e.g. 'Schengen Tracker: Me'. */
  name: string;
  /** The UIDs' domain part, e.g. the feed id: stable across fetches, unique per feed. */
  uidDomain: string;
  visits: readonly Visit<RuleRecord>[];
  /** The traveller's residence permits and long-stay visas: their days do not count (ADR 0036). */
  excludedPeriods?: readonly ExcludedPeriod[];
  today: IsoDate;
  /** When the feed is made (every event's DTSTAMP). */
  now: Date;
}

/** Midnight UTC of a calendar date: ical-generator writes an all-day event's date from it. */
function dayOf(date: IsoDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function visitSummary(visit: Visit<RuleRecord>, today: IsoDate): string {
  const where = visit.entry.entity.country ?? 'Schengen area';
  if (compareIsoDates(visit.entryDate, today) > 0) return `Planned visit: ${where}`;
  return visit.exitDate === null ? `Visit (ongoing): ${where}` : `Visit: ${where}`;
}

/**
 * The iCalendar text (RFC 5545, ical-generator) of a traveller's feed: one all-day event per
 * visit, recorded or planned (DTEND is the day after the last day, exclusive; an ongoing visit
 * runs to today), and, for each visit not yet over (ongoing, or planned), an all-day event on its
 * last day to stay (schengen-rules' `lastDayToStay`, as the dashboard shows it). UIDs are stable,
 * so a calendar application updates its events instead of adding new ones.
 *
 * @example
 * calendarFeedIcs({ name: 'Schengen Tracker: Me', uidDomain: feedId, visits, today, now })
 * // → 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…'
 */
export function calendarFeedIcs(content: CalendarFeedContent): string {
  const { visits, today, now } = content;
  const calendar = ical({
    name: content.name,
    prodId: { company: 'Schengen Tracker', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
  });
  const stays = visitsToStays(visits);
  for (const visit of visits) {
    const { end } = visitRange(visit, today);
    const notes = visit.entry.entity.notes;
    calendar.createEvent({
      id: `visit-${visit.entry.id}@${content.uidDomain}`,
      allDay: true,
      start: dayOf(visit.entryDate),
      end: dayOf(addDays(end, 1)),
      summary: visitSummary(visit, today),
      description: notes,
      stamp: now,
    });
    if (compareIsoDates(end, today) < 0 && visit.exitDate !== null) continue;
    const lastDay = lastDayToStay(stays, visit, today, {
      excludedPeriods: content.excludedPeriods,
    });
    if (lastDay === null) continue;
    calendar.createEvent({
      id: `last-day-${visit.entry.id}@${content.uidDomain}`,
      allDay: true,
      start: dayOf(lastDay),
      end: dayOf(addDays(lastDay, 1)),
      summary: 'Last day to stay (90/180)',
      description: `The last day you may stay in the Schengen area on the visit from ${visit.entryDate} without going over 90 days in any 180.`,
      stamp: now,
    });
  }
  return calendar.toString();
}
