import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../config/paths';
import { errorMessageOf } from '../../lib/api';
import { LanguageMenu } from '../../lib/i18n/language-menu';
import { useChooseLanguage } from '../../lib/i18n/use-choose-language';
import { useProductConfig } from '../../lib/product-config';
import { useToast } from '../feedback/toast';

/** The app's language menu: a signed-in user's choice is saved on the profile (issue #21). */
function AppLanguageMenu() {
  const intl = useIntl();
  const choose = useChooseLanguage();
  const { toast } = useToast();
  return (
    <LanguageMenu
      onChoose={(language) =>
        choose(language).catch((error: unknown) => {
          toast({
            variant: 'destructive',
            title: intl.formatMessage({ id: 'language.saveFailed' }),
            description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
          });
        })
      }
    />
  );
}

/**
 * The top bar of every frame: the product name leading home, the language menu, then the frame's
 * own actions.
 */
export function SiteHeader({
  position = 'static',
  children,
}: {
  position?: 'static' | 'sticky';
  children?: ReactNode;
}) {
  const { productName } = useProductConfig();
  return (
    <AppBar
      position={position}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar component="nav" aria-label="Main">
        <Typography
          component={RouterLink}
          to={paths.home.getHref()}
          variant="h6"
          sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          {productName}
        </Typography>
        <AppLanguageMenu />
        {children}
      </Toolbar>
    </AppBar>
  );
}
