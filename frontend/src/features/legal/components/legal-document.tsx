import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatLongDate } from '../../../lib/dates';
import { LEGAL_LAST_UPDATED } from '../legal-dates';

/** The page shell of a legal text: title, last-updated date and readable line length. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Last updated {formatLongDate(LEGAL_LAST_UPDATED)}
      </Typography>
      {children}
    </Container>
  );
}

/** One numbered section of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Typography component="ul" sx={{ pl: 3, mb: 1.5, lineHeight: 1.7 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
}
