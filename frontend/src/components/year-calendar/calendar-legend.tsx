import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import {
  type ComplianceLevel,
  type ComplianceScale,
  DASHBOARD_THRESHOLDS,
  DEMO_THRESHOLDS,
} from '@app/schengen-rules';

import { LEVEL_COLOUR } from '../../lib/compliance-colours';

/** The lowest `daysUsed` of each non-safe level, as the rules library gives them. */
interface Thresholds {
  warning: number;
  danger: number;
  exceeded: number;
}

/** The four levels of one scale, labelled from its thresholds (SPEC §4, §9). */
function levelsOf(intl: IntlShape, scale: ComplianceScale) {
  const { warning, danger, exceeded }: Thresholds =
    scale === 'demo' ? DEMO_THRESHOLDS : DASHBOARD_THRESHOLDS;
  const safe =
    scale === 'demo'
      ? intl.formatMessage({ id: 'calendar.legend.safeDemo' }, { max: warning - 1 })
      : intl.formatMessage({ id: 'calendar.legend.safe' }, { max: warning });
  const range = (level: 'warning' | 'danger', from: number, to: number) =>
    intl.formatMessage({ id: 'calendar.legend.range' }, { level, from, to });
  return [
    { level: 'safe', label: safe },
    { level: 'warning', label: range('warning', warning, danger - 1) },
    { level: 'danger', label: range('danger', danger, exceeded - 1) },
    {
      level: 'exceeded',
      label: intl.formatMessage({ id: 'calendar.legend.exceeded' }, { max: exceeded - 1 }),
    },
  ] satisfies { level: ComplianceLevel; label: string }[];
}

const swatchSx = { width: 16, height: 16, borderRadius: 0.5, flexShrink: 0, border: '1px solid' };

function LegendItem({ swatch, label }: { swatch: object; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden="true" sx={{ ...swatchSx, ...swatch }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** SPEC §2: what the colours and numbers of the calendar mean, on the calendar's scale (§9). */
export function CalendarLegend({ scale = 'dashboard' }: { scale?: ComplianceScale }) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby="calendar-legend-heading">
      <Typography id="calendar-legend-heading" component="h4" variant="subtitle2" gutterBottom>
        <FormattedMessage id="calendar.legend.heading" />
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <LegendItem
          swatch={{ bgcolor: 'primary.main', borderColor: 'primary.main' }}
          label={intl.formatMessage({ id: 'calendar.legend.inVisit' })}
        />
        <LegendItem
          swatch={{ bgcolor: 'background.paper', borderColor: 'divider' }}
          label={intl.formatMessage({ id: 'calendar.legend.notInVisit' })}
        />
        <LegendItem
          swatch={{ bgcolor: 'success.main', borderColor: 'success.main' }}
          label={intl.formatMessage({ id: 'calendar.legend.start' })}
        />
        <LegendItem
          swatch={{ bgcolor: 'background.paper', borderColor: 'text.primary', borderWidth: 2 }}
          label={intl.formatMessage({ id: 'calendar.today' })}
        />
        {levelsOf(intl, scale).map(({ level, label }) => (
          <LegendItem
            key={level}
            swatch={{ bgcolor: LEVEL_COLOUR[level], borderColor: LEVEL_COLOUR[level] }}
            label={intl.formatMessage({ id: 'calendar.legend.colour' }, { label })}
          />
        ))}
        <LegendItem
          swatch={{
            bgcolor: 'background.paper',
            borderColor: 'primary.main',
            borderStyle: 'dashed',
            backgroundImage:
              'repeating-linear-gradient(135deg, transparent 0 3px, rgba(0, 0, 0, 0.2) 3px 5px)',
          }}
          label={intl.formatMessage({ id: 'calendar.legend.hatched' })}
        />
        <LegendItem
          swatch={{ borderRadius: '50%', width: 8, height: 8, bgcolor: 'text.primary', mx: 0.5 }}
          label={intl.formatMessage({ id: 'calendar.legend.dot' })}
        />
      </Box>
    </Box>
  );
}
