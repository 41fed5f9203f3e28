import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { useLazyGetAdminUserIdsQuery } from '../api/admin-api';
import { failureMessageOf } from '../admin-format';

/**
 * SPEC §4 "the set of selected user ids". 'Select All' selects every user, also those on pages of
 * the list not loaded yet (their ids come from GET /api/admin/users/ids); unselecting clears all.
 */
export function useUserSelection(loadedIds: readonly string[], hasMore: boolean) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [fetchAllIds, { isFetching: isSelectingAll }] = useLazyGetAdminUserIdsQuery();
  const { toast } = useToast();
  const intl = useIntl();

  const toggle = useCallback((userId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  const remove = useCallback((userId: string) => {
    setSelected((current) => {
      if (!current.has(userId)) return current;
      const next = new Set(current);
      next.delete(userId);
      return next;
    });
  }, []);

  const selectAll = useCallback(async () => {
    if (!hasMore) {
      setSelected(new Set(loadedIds));
      return;
    }
    try {
      const { ids } = await fetchAllIds().unwrap();
      setSelected(new Set(ids));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.selectAllFailed' }),
        description: failureMessageOf(error, intl),
      });
    }
  }, [fetchAllIds, hasMore, loadedIds, toast, intl]);

  const ids = useMemo(() => [...selected], [selected]);

  return { selected, ids, toggle, clear, remove, selectAll, isSelectingAll };
}
