import type { ReactNode } from 'react';

import { Bullets, Paragraph } from './legal-document';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export const OFFICIAL_SOURCES = [
  {
    label: 'European Commission: the Schengen Area',
    href: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en',
  },
  {
    label: 'Your Europe: travel documents for non-EU nationals',
    href: 'https://europa.eu/youreurope/citizens/travel/entry-exit/non-eu-nationals/index_en.htm',
  },
  { label: 'EU: the Entry/Exit System (EES)', href: 'https://travel-europe.europa.eu/ees_en' },
  { label: 'EU: ETIAS travel authorisation', href: 'https://travel-europe.europa.eu/etias_en' },
  {
    label: 'GOV.UK: travelling to the EU and Schengen area',
    href: 'https://www.gov.uk/visit-europe-1-january-2021',
  },
  { label: 'GOV.UK: foreign travel advice', href: 'https://www.gov.uk/foreign-travel-advice' },
] as const;

/** The FAQ of SPEC §2, in the order a newcomer needs it. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'rule',
    question: 'What is the 90/180 rule?',
    answer: (
      <>
        <Paragraph>
          Travellers from outside the EU who do not hold a visa for a longer stay or a residence
          permit may spend up to 90 days in any 180-day period in the Schengen Area. The period is
          rolling: on any given day, look back over that day and the 179 days before it. The days
          you spent in the Schengen Area in that window must not add up to more than 90.
        </Paragraph>
        <Paragraph>
          The limit applies to the Schengen Area as a whole, not to each country separately.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'counting',
    question: 'How are the days counted?',
    answer: (
      <Paragraph>
        Any calendar day on which you are present in the Schengen Area counts as a full day, even if
        you are there for only a few hours. Both the day you enter and the day you leave count. For
        example, arriving on 1 June and leaving on 10 June uses 10 days.
      </Paragraph>
    ),
  },
  {
    id: 'mistakes',
    question: 'What are the most common mistakes?',
    answer: (
      <Bullets
        items={[
          'Thinking the 90 days apply per country: they apply to the whole Schengen Area.',
          'Thinking the count starts again when you leave: days only drop out of the window 180 days later.',
          'Counting fixed half-years (January to June) instead of a rolling window.',
          'Leaving out the day of arrival or the day of departure.',
          'Forgetting short trips, weekend breaks and day trips.',
          'Assuming that a new passport resets the count: it does not.',
          'Counting time in Ireland or Cyprus: both are in the EU but not in the Schengen Area.',
        ]}
      />
    ),
  },
  {
    id: 'countries',
    question: 'Which countries are in the Schengen Area?',
    answer: (
      <>
        <Paragraph>As of 2025 the Schengen Area has 29 member countries:</Paragraph>
        <Paragraph>
          Austria, Belgium, Bulgaria, Croatia, Czechia, Denmark, Estonia, Finland, France, Germany,
          Greece, Hungary, Iceland, Italy, Latvia, Liechtenstein, Lithuania, Luxembourg, Malta, the
          Netherlands, Norway, Poland, Portugal, Romania, Slovakia, Slovenia, Spain, Sweden and
          Switzerland.
        </Paragraph>
        <Paragraph>
          Bulgaria and Romania are the most recent members: they joined for air and sea travel in
          March 2024 and fully, including land borders, on 1 January 2025. Iceland, Liechtenstein,
          Norway and Switzerland are not in the EU but are in Schengen.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'brexit',
    question: 'How did Brexit change travel for UK citizens?',
    answer: (
      <>
        <Paragraph>
          Since 1 January 2021 British citizens have been treated as non-EU travellers in the
          Schengen Area. For short stays, such as holidays, family visits or business meetings, the
          90/180 rule applies to them. Longer stays need a visa or residence permit from the country
          concerned.
        </Paragraph>
        <Paragraph>
          On the day you enter, your passport must have been issued less than 10 years before, and
          it must be valid for at least 3 months after the day you plan to leave. UK citizens who
          lived in an EU country before 2021 and hold residence rights under the Withdrawal
          Agreement follow different rules.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'penalties',
    question: 'What happens if I overstay?',
    answer: (
      <Paragraph>
        The penalties vary by country. They can include fines, removal from the country, and an
        entry ban that can be recorded in the Schengen Information System and then applies across
        the whole Schengen Area. An overstay can also make future visa applications harder. The
        Entry/Exit System, rolling out since 12 October 2025, records entries and exits
        electronically, which makes overstays easier to detect.
      </Paragraph>
    ),
  },
  {
    id: 'bans',
    question: 'Do people really get banned?',
    answer: (
      <>
        <Paragraph>
          Yes. Border guards can see when a traveller has stayed too long, and fines and entry bans
          for overstaying are regularly reported, including for British visitors since 2021. The
          cases reported tend to follow the same patterns:
        </Paragraph>
        <Bullets
          items={[
            'long winter stays in southern Europe that run past 90 days;',
            'several short trips in a few months that add up to more than the traveller thought;',
            'people who believed leaving for a few days would reset the count.',
          ]}
        />
        <Paragraph>Keeping an accurate record of every trip is the simplest protection.</Paragraph>
      </>
    ),
  },
  {
    id: 'manual',
    question: 'Why does tracking by hand go wrong?',
    answer: (
      <Paragraph>
        Because the window rolls, the number of days you have left changes every day, and checking a
        planned trip means recounting every day in the 180 days before each day of that trip.
        Counting on a calendar or in a spreadsheet makes it easy to miss a short trip, to leave out
        an arrival or departure day, or to count the window from the wrong day. A tool that recounts
        for you each time avoids these slips.
      </Paragraph>
    ),
  },
];
