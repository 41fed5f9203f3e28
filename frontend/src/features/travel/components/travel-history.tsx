import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useTravelActions } from '../hooks/use-travel-actions';
import { type TravelVisit, useVisits } from '../../../lib/travel';
import { DeleteVisitDialog } from './delete-visit-dialog';
import { EditVisitPanel } from './edit-visit-panel';
import { VisitForm } from './visit-form';
import { VisitListItem } from './visit-list-item';

/**
 * SPEC §2 Travel History tab: the export buttons (given by the route, shown only with entries),
 * the import (given by the route, always shown: issue #22), the manual form and the visits,
 * newest first.
 */
export function TravelHistory({
  exports,
  importer,
}: {
  exports?: ReactNode;
  importer?: ReactNode;
}) {
  const { visits, stays, today, excludedPeriods, isLoading, isError, retry } = useVisits();
  const { deleteVisit } = useTravelActions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TravelVisit | null>(null);

  const confirmDelete = () => {
    const visit = pendingDelete;
    setPendingDelete(null);
    if (visit) void deleteVisit(visit);
  };

  return (
    <Stack spacing={3}>
      {visits.length > 0 ? exports : null}
      {importer}
      <VisitForm />
      <section aria-labelledby="visits-heading">
        <Typography id="visits-heading" component="h3" variant="h4" gutterBottom>
          <FormattedMessage id="history.heading" />
        </Typography>
        {isLoading ? <LoadingSpinner /> : null}
        {isError ? (
          <LoadErrorAlert onRetry={retry}>
            <FormattedMessage id="dashboard.loadError" />
          </LoadErrorAlert>
        ) : null}
        {!isLoading && !isError && visits.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="history.empty" />
          </Typography>
        ) : null}
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {visits.map((visit) =>
            visit.entry.id === editingId ? (
              <li key={visit.entry.id} style={{ listStyle: 'none' }}>
                <EditVisitPanel visit={visit} onDone={() => setEditingId(null)} />
              </li>
            ) : (
              <VisitListItem
                key={visit.entry.id}
                visit={visit}
                stays={stays}
                today={today}
                excludedPeriods={excludedPeriods}
                onEdit={() => setEditingId(visit.entry.id)}
                onDelete={() => setPendingDelete(visit)}
              />
            ),
          )}
        </Stack>
      </section>
      <DeleteVisitDialog
        open={pendingDelete !== null}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
