import type { SxProps, Theme } from '@mui/material/styles';

import type { ComplianceLevel } from '@app/schengen-rules';

import { LEVEL_COLOUR } from '../../lib/compliance-colours';

const LEVELS: ComplianceLevel[] = ['safe', 'warning', 'danger', 'exceeded'];

const levelRules = Object.fromEntries(
  LEVELS.flatMap((level) => [
    // Outside a visit the count (days left) takes the level's colour …
    [`& .yc-day[data-level="${level}"] .yc-count`, { color: LEVEL_COLOUR[level] }],
    // … inside a visit (blue) a bar along the bottom does.
    [
      `& .yc-day[data-in-visit="true"][data-level="${level}"]`,
      { borderBottom: '4px solid', borderBottomColor: LEVEL_COLOUR[level] },
    ],
  ]),
);

/**
 * One style sheet for the whole year: the 365 day cells are plain buttons with class names and
 * data attributes, so rendering them creates no styled component per day.
 */
export const yearCalendarSx: SxProps<Theme> = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  '& .yc-month': {
    minWidth: 0,
    p: 1,
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
  },
  '& .yc-month-title': {
    m: 0,
    mb: 1,
    fontSize: '1rem',
    fontWeight: 600,
    textAlign: 'center',
  },
  '& .yc-weekdays, & .yc-days': {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    gap: '2px',
  },
  '& .yc-weekdays': {
    mb: 0.5,
    fontSize: '0.75rem',
    color: 'text.secondary',
    textAlign: 'center',
  },
  '& .yc-day': {
    position: 'relative',
    minWidth: 0,
    minHeight: 44,
    p: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    lineHeight: 1.15,
    cursor: 'pointer',
    transition: 'transform 120ms ease-out',
  },
  '& .yc-day:hover': { borderColor: 'primary.main' },
  '& .yc-day:focus-visible': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: '1px',
    zIndex: 1,
  },
  '& .yc-num': { fontSize: '0.7rem', color: 'text.secondary' },
  '& .yc-count': { fontSize: '0.875rem', fontWeight: 700 },
  '& .yc-count::before': { content: 'attr(data-count)' },
  // No figure yet (the calendar's loading state): the line keeps its height.
  '& .yc-count:not([data-count])::before': { content: '"\\00a0"' },
  '& .yc-day:disabled': { cursor: 'progress' },
  ...levelRules,
  '& .yc-day[data-in-visit="true"]': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
  },
  // A visit's day that does not count (Cyprus, Ireland, before a state joined, a permit): hatched
  // and outlined instead of filled, its reason in the title and the accessible name.
  '& .yc-day[data-in-visit="true"][data-not-counted="true"]': {
    bgcolor: 'background.paper',
    color: 'primary.main',
    borderStyle: 'dashed',
    backgroundImage: (theme: Theme) =>
      `repeating-linear-gradient(135deg, transparent 0 5px, ${theme.palette.action.selected} 5px 7px)`,
  },
  '& .yc-day[data-selected="true"]': {
    bgcolor: 'success.main',
    borderColor: 'success.main',
    color: 'common.white',
  },
  '& .yc-day[data-in-visit="true"] .yc-num, & .yc-day[data-in-visit="true"] .yc-count, & .yc-day[data-selected="true"] .yc-num, & .yc-day[data-selected="true"] .yc-count':
    { color: 'inherit' },
  '& .yc-day[aria-current="date"]': {
    boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.text.primary}`,
  },
  '& .yc-day[data-highlighted="true"]': {
    zIndex: 1,
    transform: 'scale(1.12)',
    boxShadow: (theme: Theme) => `0 0 0 3px ${theme.palette.warning.light}`,
  },
  // SPEC §2: on small screens a dot marks a day whose visit has a country.
  '& .yc-dot': {
    display: { xs: 'block', sm: 'none' },
    position: 'absolute',
    top: 3,
    right: 3,
    width: 6,
    height: 6,
    borderRadius: '50%',
    bgcolor: 'currentColor',
  },
  '@media (prefers-reduced-motion: reduce)': { '& .yc-day': { transition: 'none' } },
  // The year's months out of view are not styled, laid out or painted until they come near it
  // (about 1,500 elements on the dashboard: ~280 ms of a phone's first frame, docs/adr/0015).
  // Their content stays in the accessibility tree, focusable and findable; `auto` remembers a
  // month's last size, and its first guess is a six-week month's.
  '&[data-layout="year"] .yc-month': {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 330px',
  },
  // One month alone (the demo): one column, roomier days.
  '&[data-layout="month"]': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& .yc-day': { minHeight: { xs: 48, sm: 56 } },
    '& .yc-count': { fontSize: '1rem' },
  },
};
