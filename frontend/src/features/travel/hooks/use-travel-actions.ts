import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import {
  type RecordVisitRequest,
  useCleanupEntriesMutation,
  useDeleteVisitMutation,
  useRecordVisitMutation,
  useTravellerId,
  useUpdateVisitMutation,
} from '../../../lib/travel';
import type { TravelVisit } from '../../../lib/travel';

/**
 * Where a new visit comes from: the calendar and the manual form confirm and fail with different
 * toasts (SPEC §4 'Visit created' for the calendar, §8 'Entry added successfully' for the form).
 */
export type VisitSource = 'calendar' | 'manual';

/** Fields of a visit edit; country and notes go to both records (SPEC §4 "Editing"). */
export interface VisitChanges {
  entry_date: string;
  exit_date: string | null;
  country: string | null;
  notes: string | null;
}

/**
 * The travel mutations with SPEC §8's toasts, in the page's language. Each returns whether it
 * succeeded; the list itself changes optimistically in the API slice. The toasts of what only
 * the Travel History tab does (the manual form's, an edit's) are the `history` namespace's, which
 * arrives with that tab's code; the calendar's are the `dashboard` namespace's.
 */
export function useTravelActions() {
  const { toast } = useToast();
  const intl = useIntl();
  const language = useLanguage();
  const messageOf = (error: unknown): string =>
    errorMessageOf(
      error,
      isApiError(error) ? error.message : intl.formatMessage({ id: 'common.tryAgain' }),
    );
  const [recordVisitMutation, recordState] = useRecordVisitMutation();
  const [updateVisitMutation, updateState] = useUpdateVisitMutation();
  const [deleteVisitMutation, deleteState] = useDeleteVisitMutation();
  const [cleanupMutation] = useCleanupEntriesMutation();
  // Every change is the shown traveller's (the page's `?traveller=`, else the account holder's).
  const travellerId = useTravellerId();

  const recordVisit = async (
    visit: RecordVisitRequest,
    source: VisitSource = 'manual',
  ): Promise<boolean> => {
    try {
      await recordVisitMutation({ ...visit, traveller_id: travellerId }).unwrap();
      if (source === 'calendar') {
        toast({
          title: intl.formatMessage({ id: 'dashboard.toast.created' }),
          description: intl.formatMessage(
            { id: 'dashboard.toast.createdText' },
            {
              start: formatLongDate(visit.entry_date, language),
              end: formatLongDate(visit.exit_date, language),
            },
          ),
        });
      } else {
        toast({ title: intl.formatMessage({ id: 'history.toast.added' }) });
      }
      return true;
    } catch (error) {
      const isDuplicate = isApiError(error) && error.body?.code === 'TRAVEL_DUPLICATE_ENTRY';
      if (isDuplicate) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'dashboard.toast.duplicate' }),
          description: errorMessageOf(
            error,
            intl.formatMessage(
              { id: 'dashboard.toast.duplicateText' },
              { entryDate: visit.entry_date, exitDate: visit.exit_date },
            ),
          ),
        });
      } else if (source === 'calendar') {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'dashboard.toast.createFailed' }),
          description: intl.formatMessage({ id: 'dashboard.toast.createFailedText' }),
        });
      } else {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'history.toast.addFailed' }),
          description: messageOf(error),
        });
      }
      return false;
    }
  };

  /**
   * Saves an edit through the atomic visit call: the list shows it at once, the server gets it
   * 500 ms later, and a failure rolls the list back (SPEC §4).
   */
  const updateVisit = async (visit: TravelVisit, changes: VisitChanges): Promise<boolean> => {
    try {
      await updateVisitMutation({
        entryId: visit.entry.id,
        exitId: visit.exit?.id ?? null,
        entry_date: changes.entry_date,
        exit_date: visit.exit ? changes.exit_date : null,
        country: changes.country,
        notes: changes.notes,
        traveller_id: travellerId,
      }).unwrap();
      toast({ title: intl.formatMessage({ id: 'history.toast.updated' }) });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'history.toast.updateFailed' }),
        description: messageOf(error),
      });
      return false;
    }
  };

  const deleteVisit = async (visit: TravelVisit): Promise<boolean> => {
    try {
      await deleteVisitMutation({
        entryId: visit.entry.id,
        exitId: visit.exit?.id ?? null,
        traveller_id: travellerId,
      }).unwrap();
      toast({ title: intl.formatMessage({ id: 'dashboard.toast.deleted' }) });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'dashboard.toast.deleteFailed' }),
        description: messageOf(error),
      });
      return false;
    }
  };

  /** Removes orphaned exits (SPEC §4, before a calendar visit); returns how many went. */
  const cleanupEntries = async (): Promise<number> => {
    try {
      const { deletedCount } = await cleanupMutation(travellerId).unwrap();
      if (deletedCount > 0) {
        toast({
          title: intl.formatMessage({ id: 'dashboard.toast.cleanedUp' }, { count: deletedCount }),
        });
      }
      return deletedCount;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'dashboard.toast.cleanupFailed' }),
        description: messageOf(error),
      });
      return 0;
    }
  };

  return {
    recordVisit,
    updateVisit,
    deleteVisit,
    cleanupEntries,
    isRecording: recordState.isLoading,
    isUpdating: updateState.isLoading,
    isDeleting: deleteState.isLoading,
  };
}
