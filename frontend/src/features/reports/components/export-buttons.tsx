import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTravelExports } from '../hooks/use-travel-exports';

export interface ExportButtonsProps {
  /** SPEC §2: the buttons show only when the user has travel entries. */
  hasEntries: boolean;
}

/**
 * The Travel History tab's 'CSV' and 'PDF' export buttons (SPEC §2, §9). The server builds both
 * files from the stored entries; while the PDF renders, the PDF button and a bar show progress.
 */
export function ExportButtons({ hasEntries }: ExportButtonsProps) {
  const intl = useIntl();
  const { exportCsv, exportPdf, isExportingCsv, isRenderingPdf } = useTravelExports();
  if (!hasEntries) return null;
  return (
    <Box role="group" aria-label={intl.formatMessage({ id: 'transfer.export.group' })}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          startIcon={
            isExportingCsv ? <CircularProgress size={16} aria-hidden /> : <Download aria-hidden />
          }
          onClick={() => void exportCsv()}
          disabled={isExportingCsv}
        >
          <FormattedMessage id="transfer.export.csv" />
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={
            isRenderingPdf ? (
              <CircularProgress size={16} aria-hidden />
            ) : (
              <PictureAsPdf aria-hidden />
            )
          }
          onClick={() => void exportPdf()}
          disabled={isRenderingPdf}
          aria-busy={isRenderingPdf}
        >
          <FormattedMessage
            id={isRenderingPdf ? 'transfer.export.generating' : 'transfer.export.pdf'}
          />
        </Button>
      </Stack>
      {isRenderingPdf ? (
        <LinearProgress
          aria-label={intl.formatMessage({ id: 'transfer.export.generatingLabel' })}
          sx={{ mt: 1, maxWidth: 240 }}
        />
      ) : null}
    </Box>
  );
}
