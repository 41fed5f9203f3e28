import type { ReactNode } from 'react';

import type { WebMessageId } from '@app/i18n/web';

import { Bullets, Paragraph } from './legal-document';

export interface FaqItem {
  id: string;
  question: WebMessageId;
  answer: ReactNode;
}

export const OFFICIAL_SOURCES = [
  {
    label: 'legal.faq.source.schengen',
    href: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en',
  },
  {
    label: 'legal.faq.source.yourEurope',
    href: 'https://europa.eu/youreurope/citizens/travel/entry-exit/non-eu-nationals/index_en.htm',
  },
  { label: 'legal.faq.source.ees', href: 'https://travel-europe.europa.eu/ees_en' },
  { label: 'legal.faq.source.etias', href: 'https://travel-europe.europa.eu/etias_en' },
  {
    label: 'legal.faq.source.govukTravel',
    href: 'https://www.gov.uk/visit-europe-1-january-2021',
  },
  { label: 'legal.faq.source.govukAdvice', href: 'https://www.gov.uk/foreign-travel-advice' },
] as const satisfies ReadonlyArray<{ label: WebMessageId; href: string }>;

/** The FAQ of SPEC §2, in the order a newcomer needs it. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'rule',
    question: 'legal.faq.rule.q',
    answer: (
      <>
        <Paragraph id="legal.faq.rule.p1" />
        <Paragraph id="legal.faq.rule.p2" />
      </>
    ),
  },
  {
    id: 'counting',
    question: 'legal.faq.counting.q',
    answer: <Paragraph id="legal.faq.counting.p1" />,
  },
  {
    id: 'mistakes',
    question: 'legal.faq.mistakes.q',
    answer: (
      <Bullets
        ids={[
          'legal.faq.mistakes.i1',
          'legal.faq.mistakes.i2',
          'legal.faq.mistakes.i3',
          'legal.faq.mistakes.i4',
          'legal.faq.mistakes.i5',
          'legal.faq.mistakes.i6',
          'legal.faq.mistakes.i7',
        ]}
      />
    ),
  },
  {
    id: 'countries',
    question: 'legal.faq.countries.q',
    answer: (
      <>
        <Paragraph id="legal.faq.countries.p1" />
        <Paragraph id="legal.faq.countries.p2" />
        <Paragraph id="legal.faq.countries.p3" />
      </>
    ),
  },
  {
    id: 'brexit',
    question: 'legal.faq.brexit.q',
    answer: (
      <>
        <Paragraph id="legal.faq.brexit.p1" />
        <Paragraph id="legal.faq.brexit.p2" />
      </>
    ),
  },
  {
    id: 'penalties',
    question: 'legal.faq.penalties.q',
    answer: <Paragraph id="legal.faq.penalties.p1" />,
  },
  {
    id: 'bans',
    question: 'legal.faq.bans.q',
    answer: (
      <>
        <Paragraph id="legal.faq.bans.p1" />
        <Bullets ids={['legal.faq.bans.i1', 'legal.faq.bans.i2', 'legal.faq.bans.i3']} />
        <Paragraph id="legal.faq.bans.p2" />
      </>
    ),
  },
  {
    id: 'manual',
    question: 'legal.faq.manual.q',
    answer: <Paragraph id="legal.faq.manual.p1" />,
  },
];
