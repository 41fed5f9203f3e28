import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

import { needsEesWarning, type PassportMessage } from '@app/schengen-rules';

import { useEesRegistered } from '../../../lib/use-ees-registered';
import type { RecordVisitRequest } from '../../../lib/travel';
import { openedLater } from '../../../components/layout/opened-later';
import { withCatalogues } from '../../../lib/i18n/page-language';
import { passportWarningsFor } from '../passport-messages';
import { useShownPassport, useToday } from '../../../lib/travel';
import { useTravelActions, type VisitSource } from './use-travel-actions';

type Prompt = 'passport' | 'ees';

// The warnings open only while a visit is being created: their code (MUI's Dialog) loads beside
// the page, not before it is interactive, and with it their texts (the `history` namespace: long
// texts the dashboard's first view does not need). A dialog opened earlier shows once both have
// arrived (openedLater), so it never shows without its texts.
const PassportWarningDialog = openedLater(
  () =>
    withCatalogues(() => import('../components/passport-warning-dialog'), ['history']).then(
      (module) => module.PassportWarningDialog,
    ),
  ({ open }) => open,
);
const EesWarningDialog = openedLater(
  () =>
    withCatalogues(() => import('../components/ees-warning-dialog'), ['history']).then(
      (module) => module.EesWarningDialog,
    ),
  ({ open }) => open,
);

export interface CreateVisitFlow {
  /**
   * Creates a visit the way SPEC §4 orders it: the Passport Warning (when the passport dates are
   * known and a rule fails or nearly fails), then the EES Notice (not registered, visit from
   * 12 October 2025), then, from the calendar only, the orphaned-exit clean-up, then the
   * optimistic create with its toasts. Cancelling a warning stops there and changes nothing.
   * Resolves to whether the visit was stored.
   */
  createVisit: (visit: RecordVisitRequest, source: VisitSource) => Promise<boolean>;
  /** The two warning dialogs; render them once beside the caller. */
  dialogs: ReactNode;
}

/** The one visit-creation flow of the calendar and the 'Add Manual Visit' form. */
export function useCreateVisitFlow(): CreateVisitFlow {
  // The passport of the traveller the visit is for (the profile's for the account holder).
  const passport = useShownPassport();
  const today = useToday();
  const [isEesRegistered] = useEesRegistered();
  const { recordVisit, cleanupEntries } = useTravelActions();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  // Kept after the dialog closes, so its text does not vanish during the closing transition.
  const [passportMessages, setPassportMessages] = useState<readonly PassportMessage[]>([]);
  const pendingAnswer = useRef<((proceed: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: Prompt) =>
      new Promise<boolean>((resolve) => {
        pendingAnswer.current = resolve;
        setPrompt(next);
      }),
    [],
  );

  const answer = useCallback((proceed: boolean) => {
    const resolve = pendingAnswer.current;
    pendingAnswer.current = null;
    setPrompt(null);
    resolve?.(proceed);
  }, []);

  // Leaving the page mid-flow is a cancel: the awaiting caller is released and nothing is sent.
  useEffect(() => () => pendingAnswer.current?.(false), []);

  const createVisit = async (visit: RecordVisitRequest, source: VisitSource) => {
    const messages = passportWarningsFor(
      passport.state === 'known' ? passport.dates : undefined,
      visit,
      today,
    );
    if (messages.length > 0) {
      setPassportMessages(messages);
      if (!(await ask('passport'))) return false;
    }
    const needsEes = needsEesWarning(
      { entry: visit.entry_date },
      { eesRegistered: isEesRegistered },
    );
    if (needsEes && !(await ask('ees'))) return false;
    if (source === 'calendar') await cleanupEntries();
    return recordVisit(visit, source);
  };

  const dialogs = (
    <>
      <PassportWarningDialog
        open={prompt === 'passport'}
        messages={passportMessages}
        onCancel={() => answer(false)}
        onContinue={() => answer(true)}
      />
      <EesWarningDialog
        open={prompt === 'ees'}
        onCancel={() => answer(false)}
        onContinue={() => answer(true)}
      />
    </>
  );

  return { createVisit, dialogs };
}
