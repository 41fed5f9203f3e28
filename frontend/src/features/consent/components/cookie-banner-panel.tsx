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

import { AppLink } from '../../../components/navigation/app-link';
import { paths } from '../../../config/paths';
import { COOKIE_CATEGORIES, type OptionalCookieCategoryKey } from '../../../lib/cookie-categories';
import { useProductConfig } from '../../../lib/product-config';
import { useCookieConsent } from '../use-cookie-consent';

/**
 * The cookie consent banner of SPEC §4: shown in European time zones until a choice is stored;
 * the X hides it for this browser session only. Loaded only when it is to be shown (CookieBanner).
 */
export default function CookieBannerPanel() {
  const { productName } = useProductConfig();
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
        aria-label="Close cookie banner"
        onClick={consent.hideForSession}
        size="small"
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <Close fontSize="small" />
      </IconButton>
      <Typography id="cookie-banner-title" component="h2" variant="h6" gutterBottom sx={{ pr: 4 }}>
        Cookies on {productName}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        We use essential cookies to keep you signed in and to remember your settings. With your
        consent we may also use functional and analytics cookies to improve the service. See our{' '}
        <Link component={AppLink} href={paths.privacy.getHref()}>
          Privacy Policy
        </Link>
        .
      </Typography>
      <Collapse in={isPreferencesOpen} unmountOnExit>
        <FormGroup aria-label="Cookie preferences" sx={{ mb: 2 }}>
          {COOKIE_CATEGORIES.map((category) =>
            category.isAlwaysOn ? (
              <FormControlLabel
                key={category.key}
                control={<Switch checked disabled />}
                label={`${category.label} (always on)`}
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
                label={category.label}
              />
            ),
          )}
        </FormGroup>
      </Collapse>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {isPreferencesOpen ? (
          <Button variant="contained" onClick={() => consent.saveSelection(choice)}>
            Save Preferences
          </Button>
        ) : (
          <>
            <Button variant="contained" onClick={consent.acceptAll}>
              Accept All
            </Button>
            <Button variant="outlined" onClick={consent.essentialOnly}>
              Essential Only
            </Button>
            <Button onClick={() => setIsPreferencesOpen(true)}>Preferences</Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
