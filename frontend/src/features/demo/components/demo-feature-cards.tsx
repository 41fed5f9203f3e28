import Calculate from '@mui/icons-material/Calculate';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const FEATURES: { title: string; icon: ReactNode; text: string }[] = [
  {
    title: 'Interactive Calendar',
    icon: <CalendarMonth color="primary" aria-hidden />,
    text: 'Click the day you arrive and the day you leave. Every day shows the days used or the days left on that date.',
  },
  {
    title: 'Real-time Calculations',
    icon: <Calculate color="primary" aria-hidden />,
    text: 'Days used, days left and your status follow every change, over the rolling 180-day window that border guards use.',
  },
  {
    title: 'Passport Checker',
    icon: <VerifiedUser color="primary" aria-hidden />,
    text: 'With a free account, check that your passport is under 10 years old when you enter and valid 3 months after you leave.',
  },
];

/** SPEC §2: the landing page's three feature cards. */
export function DemoFeatureCards() {
  return (
    <Box
      component="section"
      aria-labelledby="demo-features-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="demo-features-heading" component="h2" variant="h2">
        Everything you need to stay within 90 days
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {FEATURES.map(({ title, icon, text }) => (
          <Card key={title} variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                {icon}
                <Typography component="h3" variant="h6">
                  {title}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
