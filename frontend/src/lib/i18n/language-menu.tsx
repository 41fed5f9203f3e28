import { useState } from 'react';
import { useIntl } from 'react-intl';

import { LANGUAGES, type LanguageCode } from '@app/i18n/web';

import nativeSelect from '../../components/form/native-select.module.css';
import styles from './language-menu.module.css';
import { useLanguage } from './language-provider';

// Material Icons' "Language" (a globe), as an inline path (no icon package on the landing page).
const GLOBE =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z';

/**
 * The language menu of every page's header (issue #21): every language in its own name, the
 * page's selected. Choosing one hands it to `onChoose` (which keeps it and reloads the page in
 * it: use-choose-language.ts); the menu stays disabled until then.
 */
export function LanguageMenu({
  onChoose,
}: {
  onChoose: (language: LanguageCode) => Promise<void>;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const [isChoosing, setIsChoosing] = useState(false);
  return (
    <div className={styles.menu}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={GLOBE} />
      </svg>
      <select
        aria-label={intl.formatMessage({ id: 'language.label' })}
        className={`${nativeSelect.select} ${styles.select}`}
        value={language}
        disabled={isChoosing}
        onChange={(event) => {
          setIsChoosing(true);
          void onChoose(event.target.value as LanguageCode).finally(() => setIsChoosing(false));
        }}
      >
        {LANGUAGES.map(({ code, name, dir }) => (
          <option key={code} value={code} lang={code} dir={dir}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
