import { screen, within } from '@testing-library/react';

import type { LanguageCode } from '@app/i18n/web';

import { aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { TutorialButton } from './tutorial-button';

/*
 * The dashboard's tutorial in the page's language (issue #21): the button's label (namespace
 * dashboard), the dialog's pages (namespace tutorial), with the thresholds counted by the
 * language's plural rules and the ETIAS year written by `Intl`.
 */

/** Opens the tutorial on a page in `language` with its button (`label`); the dialog and its user. */
async function openTutorial(language: LanguageCode, label: string) {
  const { user } = renderWithProviders(<TutorialButton />, {
    user: aUser(),
    page: await pageIn(language),
  });
  await user.click(screen.getByRole('button', { name: label }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('the tutorial in German', () => {
  it('walks through its pages in German', async () => {
    const { user, dialog } = await openTutorial('de', 'Tutorial ansehen');
    expect(screen.getByRole('dialog', { name: 'So funktioniert Test Tracker' })).toBeVisible();
    expect(dialog.getByRole('heading', { level: 3 })).toHaveTextContent('Die 90/180-Regel');
    expect(dialog.getByText('Seite 1 von 4')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Zurück' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByText(/gelb ab 70 Tagen, rot ab 85 Tagen und dunkelrot/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Weiter' }));
    await user.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByText('Seite 4 von 4')).toBeInTheDocument();
    expect(dialog.getAllByRole('listitem')).toHaveLength(6);
    expect(
      dialog.getByText(
        'EES und ETIAS: Erfassen Sie Ihre biometrische EES-Registrierung; ETIAS startet 2026.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Jetzt loslegen!' })).toBeInTheDocument();
  });
});

describe('the tutorial in Arabic and Thai', () => {
  it("counts the thresholds with Arabic's plural forms", async () => {
    const { user, dialog } = await openTutorial('ar', 'عرض الدليل التعليمي');
    expect(screen.getByRole('dialog', { name: 'كيف يعمل Test Tracker' })).toBeVisible();
    expect(dialog.getByText('الصفحة 1 من 4')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'التالي' }));
    expect(
      dialog.getByText(/وأصفر ابتداءً من 70 يومًا، وأحمر ابتداءً من 85 يومًا/),
    ).toBeInTheDocument();
  });

  it('writes the ETIAS year in the Buddhist era in Thai', async () => {
    const { user, dialog } = await openTutorial('th', 'ดูบทแนะนำ');
    for (let page = 1; page < 4; page += 1) {
      await user.click(dialog.getByRole('button', { name: 'ถัดไป' }));
    }
    expect(dialog.getByText(/ETIAS จะเปิดใช้ในปี พ\.ศ\. 2569$/)).toBeInTheDocument();
  });
});
