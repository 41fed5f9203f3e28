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
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { useProductConfig } from '../../../lib/product-config';
import { ExternalLink } from './external-link';
import { FAQ_ITEMS, OFFICIAL_SOURCES } from './faq-items';
import { TranslationNote } from './legal-document';

/** /faq: a single-open, collapsible accordion (SPEC §2), a disclaimer and official sources. */
export function FaqPage() {
  const { productName } = useProductConfig();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h1" gutterBottom>
        <FormattedMessage id="legal.faq.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="legal.faq.subtitle" />
      </Typography>
      <TranslationNote />

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
                <FormattedMessage id={item.question} />
              </Typography>
            </AccordionSummary>
            <AccordionDetails>{item.answer}</AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Alert severity="warning" role="note" sx={{ mb: 4 }}>
        <FormattedMessage id="legal.faq.disclaimer" />
      </Alert>

      <Typography component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="legal.faq.sources" />
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 4, lineHeight: 1.9 }}>
        {OFFICIAL_SOURCES.map((source) => (
          <li key={source.href}>
            <ExternalLink href={source.href}>
              <FormattedMessage id={source.label} />
            </ExternalLink>
          </li>
        ))}
      </Box>

      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="legal.faq.cta.text" values={{ productName }} />
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          <FormattedMessage id="legal.faq.cta.button" />
        </Button>
      </Box>
    </Container>
  );
}
