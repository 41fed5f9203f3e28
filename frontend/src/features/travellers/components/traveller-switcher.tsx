import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { TRAVELLER_PARAM, useTravellerId } from '../../../lib/travel/traveller-param';
import { useListTravellersQuery } from '../../../lib/travel/travellers-api';
import { travellerLabel } from '../../../lib/travel/traveller-label';
import nativeSelect from '../../../components/form/native-select.module.css';
import styles from './traveller-switcher.module.css';

/**
 * Whose dashboard this is (issue #22): a native select of the account's travellers, shown once
 * the account has two or more. Choosing one puts it in the page's address (`?traveller=<id>`,
 * nothing for the account holder), so the route's loader reads their visits and every part of
 * the dashboard counts them; the other query parameters stay.
 */
export function TravellerSwitcher() {
  const intl = useIntl();
  const id = useId();
  const { data: travellers } = useListTravellersQuery();
  const chosen = useTravellerId();
  const [, setSearch] = useSearchParams();
  if (!travellers || travellers.length < 2) return null;
  const holder = travellers.find((traveller) => traveller.is_account_holder);
  return (
    <div className={styles.switcher}>
      <label className={styles.label} htmlFor={id}>
        {intl.formatMessage({ id: 'dashboard.traveller.label' })}
      </label>
      <select
        id={id}
        className={`${nativeSelect.select} ${styles.select}`}
        value={chosen ?? holder?.id ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          setSearch((search) => {
            const after = new URLSearchParams(search);
            if (next === holder?.id) after.delete(TRAVELLER_PARAM);
            else after.set(TRAVELLER_PARAM, next);
            return after;
          });
        }}
      >
        {travellers.map((traveller) => (
          <option key={traveller.id} value={traveller.id}>
            {travellerLabel(traveller, intl)}
          </option>
        ))}
      </select>
    </div>
  );
}
