import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { ExternalLink } from './external-link';
import { FAQ_ITEMS, OFFICIAL_SOURCES } from './faq-items';

/** /faq: a single-open, collapsible accordion (SPEC §2), a disclaimer and official sources. */
export function FaqPage() {
  const { productName } = useProductConfig();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" gutterBottom>
        Frequently Asked Questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The Schengen 90/180-day rule, explained.
      </Typography>

      <Box sx={{ mb: 4 }}>
        {FAQ_ITEMS.map((item) => (
          <Accordion
            key={item.id}
            expanded={openId === item.id}
            onChange={(_event, isExpanded) => setOpenId(isExpanded ? item.id : null)}
            disableGutters
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore aria-hidden />}
              id={`faq-${item.id}-header`}
              aria-controls={`faq-${item.id}-content`}
            >
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>{item.answer}</AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Alert severity="warning" role="note" sx={{ mb: 4 }}>
        This page is general information, not legal advice. Rules change and border authorities make
        the final decision. Always check official sources before you travel.
      </Alert>

      <Typography component="h2" variant="h3" gutterBottom>
        Official sources
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4, lineHeight: 1.9 }}>
        {OFFICIAL_SOURCES.map((source) => (
          <li key={source.href}>
            <ExternalLink href={source.href}>{source.label}</ExternalLink>
          </li>
        ))}
      </Box>

      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Let {productName} do the counting for you.</Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Start Tracking Now
        </Button>
      </Box>
    </Container>
  );
}
