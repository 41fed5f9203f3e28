import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/session';
import { useToday } from '../../../lib/travel';
import { useUpdateProfileMutation } from '../api/profile-api';
import { profileRequestOf, profileValuesOf } from '../profile-values';
import { arePassportDatesValid } from '../schemas/profile-form.schema';

/** SPEC §4 and §9: passport date edits save themselves after a 1000 ms pause. */
export const PASSPORT_AUTO_SAVE_DELAY_MS = 1000;

export type AutoSaveStatus = 'idle' | 'saving' | 'saved';

/**
 * Saves the passport dates alone (with the other fields as last saved, not as being edited) once
 * they have stopped changing for a second and are valid.
 */
export function usePassportAutoSave(issue: string, expiry: string): AutoSaveStatus {
  const intl = useIntl();
  const { user } = useAuth();
  const today = useToday();
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const [status, setStatus] = useState<AutoSaveStatus>('idle');

  useEffect(() => {
    if (!user) return;
    const isUnchanged =
      issue === (user.passport_issue_date ?? '') && expiry === (user.passport_expiry_date ?? '');
    if (isUnchanged || !arePassportDatesValid(issue, expiry, today)) return;
    const timer = setTimeout(() => {
      setStatus('saving');
      updateProfile({
        ...profileRequestOf(profileValuesOf(user), user.email),
        passport_issue_date: issue || null,
        passport_expiry_date: expiry || null,
      })
        .unwrap()
        .then(
          () => setStatus('saved'),
          (error: unknown) => {
            setStatus('idle');
            toast({
              variant: 'destructive',
              title: intl.formatMessage({ id: 'profile.saveFailed' }),
              description: errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' })),
            });
          },
        );
    }, PASSPORT_AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [issue, expiry, today, user, updateProfile, toast, intl]);

  return status;
}
