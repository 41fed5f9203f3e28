import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { ImportResultDto } from '@app/contracts';

import type { PageLanguage } from '../../../lib/i18n/language-provider';
import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { ImportButton } from './import-button';

const CSV = 'Entry date,Exit date,Country,Notes\n2025-03-01,2025-03-10,France,\n2025-05-01,,,\n';

const PREVIEW: ImportResultDto = {
  dry_run: true,
  added: [
    { line: 2, entry_date: '2025-03-01', exit_date: '2025-03-10', country: 'France', notes: null },
  ],
  duplicates: [
    {
      line: 3,
      entry_date: '2025-05-01',
      exit_date: null,
      country: null,
      notes: null,
      reason: 'overlap',
      code: 'OVERLAPS_VISIT',
      values: { entryDate: '2025-04-28', exitDate: '2025-05-02' },
      message: 'This visit overlaps your visit from 2025-04-28 to 2025-05-02.',
    },
  ],
  errors: [],
};

/** Answers the import route from `answer` and records the bodies sent. */
function importRoute(answer: (body: { csv: string; dry_run: boolean }) => Response) {
  const bodies: Array<{ csv: string; dry_run: boolean }> = [];
  server.use(
    http.post(apiUrl('travel-entries/import'), async ({ request }) => {
      const body = (await request.json()) as { csv: string; dry_run: boolean };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

/** A German page, and the dialog's button, title and text field in German. */
async function inGerman() {
  return {
    page: await pageIn('de'),
    button: 'Importieren',
    title: 'Aufenthalte importieren',
    textLabel: 'CSV-Text',
  };
}

/** Opens the dialog (its button and title in the page's language) and pastes `text`. */
async function openWithText(
  text: string,
  {
    page,
    button = 'Import',
    title = 'Import visits',
    textLabel = 'CSV text',
    route,
  }: {
    page?: PageLanguage;
    button?: string;
    title?: string;
    textLabel?: string;
    route?: string;
  } = {},
) {
  const view = renderWithProviders(<ImportButton />, { user: aUser(), page, route });
  await view.user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await view.user.click(within(dialog).getByLabelText(textLabel));
  await view.user.paste(text);
  return { ...view, dialog };
}

describe('ImportDialog', () => {
  it('previews the pasted CSV (nothing written), then imports it on confirmation', async () => {
    const bodies = importRoute((body) =>
      HttpResponse.json(body.dry_run ? PREVIEW : { ...PREVIEW, dry_run: false }),
    );
    const { user, dialog } = await openWithText(CSV);
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(
      within(dialog).getByText('1 visit to add, 1 visit skipped, 0 bad lines.'),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '22025-03-01 – 2025-03-10FranceWill be added',
      '32025-05-01 – OngoingNot specifiedOverlap: skippedThis visit overlaps your visit from 2025-04-28 to 2025-05-02.',
    ]);
    expect(bodies).toEqual([{ csv: CSV, dry_run: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 visit' }));
    expect(await screen.findByText('Visits imported')).toBeInTheDocument();
    expect(screen.getByText('Added 1 visit.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { csv: CSV, dry_run: true },
      { csv: CSV, dry_run: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds the visits to the traveller the dashboard shows (issue #22)', async () => {
    const bodies = importRoute((body) =>
      HttpResponse.json(body.dry_run ? PREVIEW : { ...PREVIEW, dry_run: false }),
    );
    const { user, dialog } = await openWithText(CSV, { route: '/dashboard?traveller=tr-sam' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 visit' }));
    expect(await screen.findByText('Visits imported')).toBeInTheDocument();
    expect(bodies).toEqual([
      { csv: CSV, dry_run: true, traveller_id: 'tr-sam' },
      { csv: CSV, dry_run: false, traveller_id: 'tr-sam' },
    ]);
  });

  it('names the bad lines and does not offer to import', async () => {
    importRoute(() =>
      HttpResponse.json({
        ...PREVIEW,
        errors: [
          {
            line: 4,
            code: 'EXIT_BEFORE_ENTRY',
            values: {},
            message: 'Exit date must be after entry date',
          },
        ],
      } satisfies ImportResultDto),
    );
    const { user, dialog } = await openWithText(CSV);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const bad = await within(dialog).findByRole('list', { name: 'Bad lines' });
    expect(within(bad).getByText('Line 4: Exit date must be after entry date')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it("shows the server's message when the preview fails, and keeps the text", async () => {
    importRoute(() =>
      HttpResponse.json(
        anErrorBody(413, 'The CSV file is too large: the limit is 1 million characters.'),
        {
          status: 413,
        },
      ),
    );
    const { user, dialog } = await openWithText(CSV);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The CSV file is too large: the limit is 1 million characters.',
    );
    expect(within(dialog).getByLabelText('CSV text')).toHaveValue(CSV);
  });

  it('reads a chosen file into the text to preview', async () => {
    const bodies = importRoute(() => HttpResponse.json(PREVIEW));
    const view = renderWithProviders(<ImportButton />, { user: aUser() });
    await view.user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import visits' });
    await view.user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([CSV], 'visits.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('CSV text')).toHaveValue(CSV));
    await view.user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('table', { name: 'Import preview' });
    expect(bodies).toEqual([{ csv: CSV, dry_run: true }]);
  });

  it('words each problem from its code and values, and a line it names as the preview does', async () => {
    importRoute(() =>
      HttpResponse.json({
        ...PREVIEW,
        duplicates: [
          {
            ...PREVIEW.duplicates[0]!,
            line: 1300,
            reason: 'duplicate',
            code: 'SAME_VISIT_AS_LINE',
            values: { line: 1234 },
            message: 'The same visit as line 1234.',
          },
        ],
        errors: [
          {
            line: 1301,
            code: 'RECORD_LIMIT',
            values: { limit: 5000 },
            message:
              'You can keep at most 5,000 travel records (entries and exits). Delete old records you no longer need, then add this one.',
          },
        ],
      } satisfies ImportResultDto),
    );
    const { user, dialog } = await openWithText(CSV, await inGerman());
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    const bad = await within(dialog).findByRole('list', { name: 'Fehlerhafte Zeilen' });
    expect(within(bad).getByRole('listitem')).toHaveTextContent(
      'Zeile 1301: Sie können höchstens 5.000 Reiseeinträge speichern (Einreisen und Ausreisen).',
    );
    const table = within(dialog).getByRole('table', { name: 'Importvorschau' });
    expect(within(table).getByText('Derselbe Aufenthalt wie in Zeile 1234.')).toBeInTheDocument();
  });

  it("shows the server's English message for a code it does not know (a newer server)", async () => {
    const newer = { ...PREVIEW.duplicates[0]!, code: 'SOMETHING_NEW', values: { what: 'x' } };
    importRoute(() =>
      HttpResponse.json({
        ...PREVIEW,
        duplicates: [{ ...newer, message: 'A reason this page has no words for.' }],
        errors: [{ line: 7, code: 'ALSO_NEW', values: {}, message: 'A newer bad line.' }],
      }),
    );
    const { user, dialog } = await openWithText(CSV, await inGerman());
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    const bad = await within(dialog).findByRole('list', { name: 'Fehlerhafte Zeilen' });
    expect(within(bad).getByRole('listitem')).toHaveTextContent('Zeile 7: A newer bad line.');
    expect(within(dialog).getByText('A reason this page has no words for.')).toBeInTheDocument();
  });

  it('speaks German: counts, outcomes, country names and the reasons', async () => {
    const bodies = importRoute((body) =>
      HttpResponse.json(body.dry_run ? PREVIEW : { ...PREVIEW, dry_run: false }),
    );
    const { user, dialog } = await openWithText(CSV, await inGerman());
    expect(within(dialog).getByText(/„Entry date“ \(Einreisedatum\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    const table = await within(dialog).findByRole('table', { name: 'Importvorschau' });
    expect(
      within(dialog).getByText(
        '1 Aufenthalt wird hinzugefügt, 1 Aufenthalt wird übersprungen, 0 fehlerhafte Zeilen.',
      ),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zeile', 'Zeitraum', 'Land', 'Notizen', 'Ergebnis']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '22025-03-01 – 2025-03-10FrankreichWird hinzugefügt',
      '32025-05-01 – LaufendNicht angegebenÜberschneidung: übersprungenDieser Aufenthalt überschneidet sich mit Ihrem Aufenthalt vom 2025-04-28 bis zum 2025-05-02.',
    ]);

    await user.click(within(dialog).getByRole('button', { name: '1 Aufenthalt importieren' }));
    expect(await screen.findByText('Aufenthalte importiert')).toBeInTheDocument();
    expect(screen.getByText('1 Aufenthalt hinzugefügt.')).toBeInTheDocument();
    expect(bodies.map((body) => body.dry_run)).toEqual([true, false]);
  });

  it('speaks Arabic: its plural forms, from none to two, and the bad lines', async () => {
    const visit = { entry_date: '2025-03-01', exit_date: '2025-03-10', notes: null };
    importRoute(() =>
      HttpResponse.json({
        dry_run: true,
        added: [
          { line: 2, ...visit, country: 'Germany' },
          { line: 3, ...visit, entry_date: '2025-04-01', exit_date: '2025-04-05', country: null },
        ],
        duplicates: [],
        errors: [
          {
            line: 1234,
            code: 'EXIT_BEFORE_ENTRY',
            values: {},
            message: 'Exit date must be after entry date',
          },
          {
            line: 1235,
            code: 'NOTES_TOO_LONG',
            values: { max: 500 },
            message: 'Notes must be at most 500 characters',
          },
        ],
      } satisfies ImportResultDto),
    );
    const { user, dialog } = await openWithText(CSV, {
      page: await pageIn('ar'),
      button: 'استيراد',
      title: 'استيراد الزيارات',
      textLabel: 'نص CSV',
    });
    await user.click(within(dialog).getByRole('button', { name: 'معاينة' }));
    expect(
      await within(dialog).findByText('زيارتان للإضافة، لا زيارات متخطاة، سطران خاطئان.'),
    ).toBeInTheDocument();
    const bad = within(dialog).getByRole('list', { name: 'الأسطر الخاطئة' });
    expect(
      within(bad)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'السطر 1234: يجب أن يكون تاريخ الخروج بعد تاريخ الدخول',
      'السطر 1235: يجب ألا تتجاوز الملاحظات 500 حرف',
    ]);
    const table = within(dialog).getByRole('table', { name: 'معاينة الاستيراد' });
    expect(within(table).getByText('ألمانيا')).toBeInTheDocument();
    expect(within(table).getByText('غير محدد')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'استيراد' })).toBeDisabled();
  });
});
