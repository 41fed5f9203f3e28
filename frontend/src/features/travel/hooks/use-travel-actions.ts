import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import {
  type RecordVisitRequest,
  type UpdateEntryRequest,
  useDeleteVisitMutation,
  useRecordVisitMutation,
  useUpdateEntryMutation,
} from '../api/travel-entries-api';
import type { TravelVisit } from './use-visits';

const TRY_AGAIN = 'An error occurred. Please try again.';

function messageOf(error: unknown): string {
  return errorMessageOf(error, isApiError(error) ? error.message : TRY_AGAIN);
}

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
  const [updateEntry, updateState] = useUpdateEntryMutation();
  const [deleteVisitMutation, deleteState] = useDeleteVisitMutation();

  const recordVisit = async (visit: RecordVisitRequest): Promise<boolean> => {
    try {
      await recordVisitMutation(visit).unwrap();
      toast({
        title: 'Visit created',
        description: `Added visit from ${formatLongDate(visit.entry_date)} to ${formatLongDate(visit.exit_date)}`,
      });
      return true;
    } catch (error) {
      const isDuplicate = isApiError(error) && error.body?.code === 'TRAVEL_DUPLICATE_ENTRY';
      toast({
        variant: 'destructive',
        title: isDuplicate ? 'Duplicate entries found' : 'Failed to add entry',
        description: isDuplicate
          ? errorMessageOf(
              error,
              `You already have entry on ${visit.entry_date} and/or exit on ${visit.exit_date} recorded`,
            )
          : messageOf(error),
      });
      return false;
    }
  };

  const updateVisit = async (visit: TravelVisit, changes: VisitChanges): Promise<boolean> => {
    const shared = { country: changes.country, notes: changes.notes };
    const requests: UpdateEntryRequest[] = [
      { id: visit.entry.id, entry_date: changes.entry_date, ...shared },
    ];
    if (visit.exit && changes.exit_date) {
      requests.push({ id: visit.exit.id, entry_date: changes.exit_date, ...shared });
    }
    try {
      for (const request of requests) await updateEntry(request).unwrap();
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

  return {
    recordVisit,
    updateVisit,
    deleteVisit,
    isRecording: recordState.isLoading,
    isUpdating: updateState.isLoading,
    isDeleting: deleteState.isLoading,
  };
}
