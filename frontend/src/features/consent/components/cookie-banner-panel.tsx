import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { AppLink } from '../../../components/navigation/app-link';
import { paths } from '../../../config/paths';
import {
  COOKIE_CATEGORIES,
  type CookieCategory,
  type OptionalCookieCategoryKey,
} from '../../../lib/cookie-categories';
import { useProductConfig } from '../../../lib/product-config';
import { useCookieConsent } from '../use-cookie-consent';

/** Each category's name in the page's language (the privacy policy keeps the English labels). */
const CATEGORY_LABEL = {
  necessary: 'cookies.category.necessary',
  functional: 'cookies.category.functional',
  analytics: 'cookies.category.analytics',
} as const satisfies Record<CookieCategory['key'], string>;

/**
 * The cookie consent banner of SPEC §4: shown in European time zones until a choice is stored;
 * the X hides it for this browser session only. Loaded only when it is to be shown (CookieBanner).
 */
export default function CookieBannerPanel() {
  const { productName } = useProductConfig();
  const intl = useIntl();
  const consent = useCookieConsent();
  const [isPreferencesOpen, setIsPreferencesOpen] = useState(false);
  const [choice, setChoice] = useState<Record<OptionalCookieCategoryKey, boolean>>({
    functional: false,
    analytics: false,
  });

  if (!consent.isBannerVisible) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="cookie-banner-title"
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 8, md: 24 },
        bottom: { xs: 8, md: 24 },
        right: { xs: 8, md: 'auto' },
        maxWidth: { md: 560 },
        zIndex: 'modal',
        p: 3,
      }}
    >
      <IconButton
        aria-label={intl.formatMessage({ id: 'cookies.close' })}
        onClick={consent.hideForSession}
        size="small"
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <Close fontSize="small" />
      </IconButton>
      <Typography id="cookie-banner-title" component="h2" variant="h6" gutterBottom sx={{ pr: 4 }}>
        <FormattedMessage id="cookies.title" values={{ productName }} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <FormattedMessage
          id="cookies.body"
          values={{
            privacy: (chunks) => (
              <Link component={AppLink} href={paths.privacy.getHref()}>
                {chunks}
              </Link>
            ),
          }}
        />
      </Typography>
      <Collapse in={isPreferencesOpen} unmountOnExit>
        <FormGroup
          aria-label={intl.formatMessage({ id: 'cookies.preferencesLabel' })}
          sx={{ mb: 2 }}
        >
          {COOKIE_CATEGORIES.map((category) =>
            category.isAlwaysOn ? (
              <FormControlLabel
                key={category.key}
                control={<Switch checked disabled />}
                label={intl.formatMessage(
                  { id: 'cookies.alwaysOn' },
                  { category: intl.formatMessage({ id: CATEGORY_LABEL[category.key] }) },
                )}
              />
            ) : (
              <FormControlLabel
                key={category.key}
                control={
                  <Switch
                    checked={choice[category.key]}
                    onChange={(event) =>
                      setChoice({ ...choice, [category.key]: event.target.checked })
                    }
                  />
                }
                label={intl.formatMessage({ id: CATEGORY_LABEL[category.key] })}
              />
            ),
          )}
        </FormGroup>
      </Collapse>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {isPreferencesOpen ? (
          <Button variant="contained" onClick={() => consent.saveSelection(choice)}>
            <FormattedMessage id="cookies.save" />
          </Button>
        ) : (
          <>
            <Button variant="contained" onClick={consent.acceptAll}>
              <FormattedMessage id="cookies.acceptAll" />
            </Button>
            <Button variant="outlined" onClick={consent.essentialOnly}>
              <FormattedMessage id="cookies.essentialOnly" />
            </Button>
            <Button onClick={() => setIsPreferencesOpen(true)}>
              <FormattedMessage id="cookies.preferences" />
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
