import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/plural';
import {
  type RecordVisitRequest,
  useCleanupEntriesMutation,
  useDeleteVisitMutation,
  useRecordVisitMutation,
  useUpdateVisitMutation,
} from '../../../lib/travel';
import type { TravelVisit } from '../../../lib/travel';

const TRY_AGAIN = 'An error occurred. Please try again.';

function messageOf(error: unknown): string {
  return errorMessageOf(error, isApiError(error) ? error.message : TRY_AGAIN);
}

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
 * The travel mutations with SPEC §8's toasts. Each returns whether it succeeded; the list itself
 * changes optimistically in the API slice.
 */
export function useTravelActions() {
  const { toast } = useToast();
  const [recordVisitMutation, recordState] = useRecordVisitMutation();
  const [updateVisitMutation, updateState] = useUpdateVisitMutation();
  const [deleteVisitMutation, deleteState] = useDeleteVisitMutation();
  const [cleanupMutation] = useCleanupEntriesMutation();

  const recordVisit = async (
    visit: RecordVisitRequest,
    source: VisitSource = 'manual',
  ): Promise<boolean> => {
    try {
      await recordVisitMutation(visit).unwrap();
      if (source === 'calendar') {
        toast({
          title: 'Visit created',
          description: `Added visit from ${formatLongDate(visit.entry_date)} to ${formatLongDate(visit.exit_date)}`,
        });
      } else {
        toast({ title: 'Entry added successfully' });
      }
      return true;
    } catch (error) {
      const isDuplicate = isApiError(error) && error.body?.code === 'TRAVEL_DUPLICATE_ENTRY';
      if (isDuplicate) {
        toast({
          variant: 'destructive',
          title: 'Duplicate entries found',
          description: errorMessageOf(
            error,
            `You already have entry on ${visit.entry_date} and/or exit on ${visit.exit_date} recorded`,
          ),
        });
      } else if (source === 'calendar') {
        toast({
          variant: 'destructive',
          title: 'Error creating visit',
          description: 'Please try again',
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Failed to add entry',
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
      }).unwrap();
      toast({ title: 'Entry updated successfully' });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update entry',
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
      }).unwrap();
      toast({ title: 'Visit deleted completely' });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to delete visit',
        description: messageOf(error),
      });
      return false;
    }
  };

  /** Removes orphaned exits (SPEC §4, before a calendar visit); returns how many went. */
  const cleanupEntries = async (): Promise<number> => {
    try {
      const { deletedCount } = await cleanupMutation().unwrap();
      if (deletedCount > 0)
        toast({ title: `Cleaned up ${formatCount(deletedCount, 'orphaned entry')}` });
      return deletedCount;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to cleanup entries',
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
