import ICAL from 'ical.js';

import { lastDayToStay, visitsToStays } from '@app/schengen-rules';

import { aStoredRecord } from '../../test/support/stored-record';
import type { TravelEntryEntity } from '../entries/travel-entry.entity';
import { visitsOf } from '../entries/travel-history';
import { calendarFeedIcs } from './calendar-feed-ics';

const TODAY = '2025-06-15';

const record = aStoredRecord;

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  start: string;
  end: string;
  allDay: boolean;
}

/** The feed read back with ical.js (Mozilla's RFC 5545 parser). */
function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description ?? null,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
      };
    }),
  };
}

function feedOf(records: TravelEntryEntity[]) {
  return parseFeed(
    calendarFeedIcs({
      name: 'Schengen Tracker: Me',
      uidDomain: 'feed-1',
      visits: visitsOf(records, TODAY),
      today: TODAY,
      now: new Date('2025-06-15T08:00:00Z'),
    }),
  );
}

describe('calendarFeedIcs', () => {
  it('writes each visit as an all-day event whose DTEND is the day after its last day', () => {
    const entry = record('entry', '2025-03-01', {
      country: 'France',
      notes: 'Zürich; café, "work"',
    });
    const feed = feedOf([entry, record('exit', '2025-03-10')]);
    expect(feed.name).toBe('Schengen Tracker: Me');
    expect(feed.events).toEqual([
      {
        uid: `visit-${entry.id}@feed-1`,
        summary: 'Visit: France',
        description: 'Zürich; café, "work"',
        start: '2025-03-01',
        end: '2025-03-11',
        allDay: true,
      },
    ]);
  });

  it('runs an ongoing visit to today and adds its last day to stay (as the dashboard computes it)', () => {
    // In since 2025-06-01: the January stay has left the window before day 90 of this one.
    const earlier = [record('entry', '2025-01-01'), record('exit', '2025-01-30')];
    const ongoing = record('entry', '2025-06-01', { country: 'Italy' });
    const feed = feedOf([...earlier, ongoing]);
    expect(feed.events).toContainEqual(
      expect.objectContaining({
        summary: 'Visit (ongoing): Italy',
        start: '2025-06-01',
        end: '2025-06-16',
        allDay: true,
      }),
    );
    expect(feed.events).toContainEqual(
      expect.objectContaining({
        uid: `last-day-${ongoing.id}@feed-1`,
        summary: 'Last day to stay (90/180)',
        start: '2025-08-29',
        end: '2025-08-30',
        allDay: true,
      }),
    );
    const visits = visitsOf([...earlier, ongoing], TODAY);
    expect(lastDayToStay(visitsToStays(visits), visits[0]!, TODAY)).toBe('2025-08-29');
    // A visit that is over has no last day to stay.
    expect(feed.events.filter((event) => event.summary.startsWith('Last day'))).toHaveLength(1);
  });

  it('shows a planned visit as planned, with its last day to stay', () => {
    const planned = record('entry', '2025-08-01');
    const feed = feedOf([planned, record('exit', '2025-08-05')]);
    expect(feed.events.map((event) => [event.summary, event.start, event.end])).toEqual([
      ['Planned visit: Schengen area', '2025-08-01', '2025-08-06'],
      ['Last day to stay (90/180)', '2025-10-29', '2025-10-30'],
    ]);
  });

  it('is a valid empty calendar for a traveller with no visits', () => {
    expect(feedOf([]).events).toEqual([]);
  });
});
