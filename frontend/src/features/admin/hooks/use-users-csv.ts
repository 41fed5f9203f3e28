import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { useToast } from '../../../components/feedback/toast';
import { todayIso } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { useProductConfig } from '../../../lib/product-config';
import { failureMessageOf } from '../admin-format';
import { fetchAdminUsersCsv } from '../api/admin-files';

/** The browser's locale and time zone: the server writes the CSV's dates for them (SPEC §9). */
function browserLocale() {
  return {
    locale: navigator.language || 'en-GB',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

/** SPEC §9 "Admin user CSV": downloads the server's file and says 'CSV downloaded successfully'. */
export function useUsersCsv() {
  const { toast } = useToast();
  const intl = useIntl();
  const { productName } = useProductConfig();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = useCallback(async () => {
    setIsDownloading(true);
    try {
      const { locale, timeZone } = browserLocale();
      const file = await fetchAdminUsersCsv(locale, timeZone);
      const fallbackName = `${productName.replace(/\s+/g, '-').toLowerCase()}-users-${todayIso()}.csv`;
      saveFile(file.blob, file.fileName ?? fallbackName, 'text/csv;charset=utf-8');
      toast({ title: intl.formatMessage({ id: 'admin.csv.done' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'admin.csv.failed' }),
        description: failureMessageOf(error, intl),
      });
    } finally {
      setIsDownloading(false);
    }
  }, [productName, toast, intl]);

  return { download, isDownloading };
}
