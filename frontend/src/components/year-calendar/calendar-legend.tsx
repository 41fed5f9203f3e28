import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

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
function levelsOf(thresholds: Thresholds, safeLabel: string) {
  const { warning, danger, exceeded } = thresholds;
  return [
    { level: 'safe', label: safeLabel },
    { level: 'warning', label: `Warning: ${warning} to ${danger - 1} days used` },
    { level: 'danger', label: `Danger: ${danger} to ${exceeded - 1} days used` },
    { level: 'exceeded', label: `Exceeded: over ${exceeded - 1} days used` },
  ] satisfies { level: ComplianceLevel; label: string }[];
}

const LEVELS: Record<ComplianceScale, ReturnType<typeof levelsOf>> = {
  dashboard: levelsOf(
    DASHBOARD_THRESHOLDS,
    `Safe: under ${DASHBOARD_THRESHOLDS.warning} days used`,
  ),
  demo: levelsOf(DEMO_THRESHOLDS, `Safe: ${DEMO_THRESHOLDS.warning - 1} days or fewer used`),
};

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
  return (
    <Box component="section" aria-labelledby="calendar-legend-heading">
      <Typography id="calendar-legend-heading" component="h4" variant="subtitle2" gutterBottom>
        Legend
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
          label="In a visit: days used in the last 180 days"
        />
        <LegendItem
          swatch={{ bgcolor: 'background.paper', borderColor: 'divider' }}
          label="Not in a visit: days remaining out of 90"
        />
        <LegendItem
          swatch={{ bgcolor: 'success.main', borderColor: 'success.main' }}
          label="First day of the visit you are entering"
        />
        <LegendItem
          swatch={{ bgcolor: 'background.paper', borderColor: 'text.primary', borderWidth: 2 }}
          label="Today"
        />
        {LEVELS[scale].map(({ level, label }) => (
          <LegendItem
            key={level}
            swatch={{ bgcolor: LEVEL_COLOUR[level], borderColor: LEVEL_COLOUR[level] }}
            label={`${label} (number colour; bar under a visit day)`}
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
          label="Hatched visit day: it does not count (Cyprus, Ireland, before the country joined, or a residence permit or long-stay visa)"
        />
        <LegendItem
          swatch={{ borderRadius: '50%', width: 8, height: 8, bgcolor: 'text.primary', mx: 0.5 }}
          label="Dot (small screens): the visit has a country"
        />
      </Box>
    </Box>
  );
}
