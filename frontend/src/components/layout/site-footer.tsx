import { useProductConfig } from '../../lib/product-config';
import { AppLink } from '../navigation/app-link';
import { SiteFooterView } from './site-footer-view';

/** Footer of every page of the app (SPEC §2): its links navigate in the router. */
export function SiteFooter() {
  return <SiteFooterView config={useProductConfig()} linkComponent={AppLink} />;
}
