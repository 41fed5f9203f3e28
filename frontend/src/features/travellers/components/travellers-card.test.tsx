import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravellerDetailsDto, TravellerDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TravellersCard } from './travellers-card';

const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };

/** A fake of the travellers API over an in-memory list; returns the calls it took. */
function travellersApi(initial: TravellerDto[]) {
  let travellers = [...initial];
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('travellers'), () => HttpResponse.json(travellers)),
    http.post(apiUrl('travellers'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      calls.push(`POST ${name}`);
      const added = { id: `tr-${name.toLowerCase()}`, name, is_account_holder: false };
      travellers = [...travellers, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put(apiUrl('travellers/:id'), async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string };
      calls.push(`PUT ${String(params.id)} ${name}`);
      travellers = travellers.map((t) => (t.id === params.id ? { ...t, name } : t));
      return HttpResponse.json(travellers.find((t) => t.id === params.id));
    }),
    http.delete(apiUrl('travellers/:id'), ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      travellers = travellers.filter((t) => t.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('TravellersCard (issue #22)', () => {
  it('lists the travellers, the account holder first as "Me" and never deletable', async () => {
    travellersApi([HOLDER, SAM]);
    renderWithProviders(<TravellersCard />, { user: aUser() });
    const list = await screen.findByRole('list', { name: 'Travellers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('MeAccount holder'),
      expect.stringContaining('Sam'),
    ]);
    expect(within(items[0]!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Delete Sam' })).toBeInTheDocument();
  });

  it('adds a traveller with a trimmed name and shows them', async () => {
    const calls = travellersApi([HOLDER]);
    const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
    await user.type(await screen.findByLabelText("New traveller's name"), '  Alex  ');
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    expect(await screen.findByText('Alex')).toBeInTheDocument();
    expect(calls).toEqual(['POST Alex']);
    expect(screen.getByLabelText("New traveller's name")).toHaveValue('');
  });

  it('refuses an empty name and sends nothing', async () => {
    const calls = travellersApi([HOLDER]);
    const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
    await user.type(await screen.findByLabelText("New traveller's name"), '   ');
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal (the limit of travellers) and keeps the name typed", async () => {
    travellersApi([HOLDER]);
    server.use(
      http.post(apiUrl('travellers'), () =>
        HttpResponse.json(anErrorBody(400, 'An account can hold at most 20 travellers'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
    await user.type(await screen.findByLabelText("New traveller's name"), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account can hold at most 20 travellers',
    );
    expect(screen.getByLabelText("New traveller's name")).toHaveValue('Alex');
  });

  it('renames a traveller in place', async () => {
    const calls = travellersApi([HOLDER, SAM]);
    const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Rename Sam' }));
    const field = screen.getByLabelText('New name for Sam');
    await user.clear(field);
    await user.type(field, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Samira')).toBeInTheDocument();
    expect(calls).toEqual(['PUT tr-sam Samira']);
  });

  it('deletes a traveller only once confirmed', async () => {
    const calls = travellersApi([HOLDER, SAM]);
    const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sam?' });
    expect(dialog).toHaveTextContent('with all of their visits and residence permits');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Sam' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Sam' }),
    );
    await waitFor(() => expect(screen.queryByText('Sam')).toBeNull());
    expect(calls).toEqual(['DELETE tr-sam']);
  });

  it('shows an error with a retry when the travellers cannot be read', async () => {
    server.use(
      http.get(apiUrl('travellers'), () =>
        HttpResponse.json(anErrorBody(503, 'Service unavailable'), { status: 503 }),
      ),
    );
    renderWithProviders(<TravellersCard />, { user: aUser() });
    expect(await screen.findByText('Your travellers could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("speaks German, with the account holder's default name translated", async () => {
    travellersApi([HOLDER, SAM]);
    renderWithProviders(<TravellersCard />, { user: aUser(), page: await pageIn('de') });
    expect(await screen.findByRole('heading', { name: 'Reisende' })).toBeInTheDocument();
    expect(await screen.findByText('Ich')).toBeInTheDocument();
    expect(screen.getByText('Kontoinhaber')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sam löschen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reisende hinzufügen' })).toBeInTheDocument();
  });

  describe("a traveller's passport and nationality", () => {
    /** A fake of the details API over one traveller's stored details; returns the saves. */
    function detailsApi(stored: TravellerDetailsDto) {
      let details = stored;
      const saves: unknown[] = [];
      server.use(
        http.get(apiUrl('travellers/:id/details'), () => HttpResponse.json(details)),
        http.put(apiUrl('travellers/:id/details'), async ({ params, request }) => {
          const change = (await request.json()) as Partial<TravellerDetailsDto>;
          saves.push({ id: params.id, ...change });
          details = { ...details, ...change };
          return HttpResponse.json(details);
        }),
      );
      return saves;
    }
    const NONE: TravellerDetailsDto = {
      passport_issue_date: null,
      passport_expiry_date: null,
      nationality_note: null,
      email_reminders: true,
    };

    it('reads them when the dialog opens and saves every field, the note trimmed', async () => {
      travellersApi([HOLDER, SAM]);
      const saves = detailsApi({ ...NONE, nationality_note: 'Canadian' });
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Sam' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sam: passport and nationality' });
      const note = await within(dialog).findByLabelText('Nationality note');
      expect(note).toHaveValue('Canadian');
      expect(within(dialog).queryByText(/on your profile/)).toBeNull();
      fireEvent.change(within(dialog).getByLabelText('Passport issue date'), {
        target: { value: '2020-03-01' },
      });
      fireEvent.change(within(dialog).getByLabelText('Passport expiry date'), {
        target: { value: '2030-02-28' },
      });
      await user.clear(note);
      await user.type(note, '  Canadian passport  ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(saves).toEqual([
        {
          id: 'tr-sam',
          passport_issue_date: '2020-03-01',
          passport_expiry_date: '2030-02-28',
          nationality_note: 'Canadian passport',
          email_reminders: true,
        },
      ]);
    });

    it("switches another traveller's reminder e-mails off with the dialog's Save", async () => {
      travellersApi([HOLDER, SAM]);
      const saves = detailsApi(NONE);
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Sam' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sam: passport and nationality' });
      const reminders = await within(dialog).findByRole('switch', {
        name: 'E-mail reminders about Sam',
      });
      expect(reminders).toBeChecked();
      expect(reminders).toHaveAccessibleDescription(
        'Reminders go to your e-mail address, and only while e-mail reminders are on in your profile.',
      );
      expect(within(dialog).queryByText(/same setting/)).toBeNull();
      await user.click(reminders);
      expect(reminders).not.toBeChecked();
      expect(saves).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(saves).toEqual([
        {
          id: 'tr-sam',
          passport_issue_date: null,
          passport_expiry_date: null,
          nationality_note: null,
          email_reminders: false,
        },
      ]);
      // Opened again, it shows what is stored.
      await user.click(screen.getByRole('button', { name: 'Passport & nationality: Sam' }));
      expect(
        await within(await screen.findByRole('dialog')).findByRole('switch', {
          name: 'E-mail reminders about Sam',
        }),
      ).not.toBeChecked();
    });

    it("shows the account holder's switch as the profile's and saves it on", async () => {
      travellersApi([HOLDER, SAM]);
      const saves = detailsApi({ ...NONE, email_reminders: false });
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Me' }));
      const dialog = await screen.findByRole('dialog', { name: 'Me: passport and nationality' });
      const reminders = await within(dialog).findByRole('switch', {
        name: 'E-mail reminders about Me',
      });
      expect(reminders).not.toBeChecked();
      expect(reminders).toHaveAccessibleDescription(
        'This is the same setting as Email Reminders in your profile.',
      );
      await user.click(reminders);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(saves).toEqual([expect.objectContaining({ id: 'tr-holder', email_reminders: true })]);
    });

    it('speaks German in the switch', async () => {
      travellersApi([HOLDER, SAM]);
      detailsApi(NONE);
      const { user } = renderWithProviders(<TravellersCard />, {
        user: aUser(),
        page: await pageIn('de'),
      });
      await user.click(
        await screen.findByRole('button', { name: 'Reisepass & Staatsangehörigkeit: Sam' }),
      );
      const reminders = await within(await screen.findByRole('dialog')).findByRole('switch', {
        name: 'E-Mail-Erinnerungen zu Sam',
      });
      expect(reminders).toHaveAccessibleDescription(
        'Erinnerungen gehen an Ihre E-Mail-Adresse, und nur solange die E-Mail-Erinnerungen in Ihrem Profil eingeschaltet sind.',
      );
    });

    it('refuses an expiry before the issue date and sends nothing', async () => {
      travellersApi([HOLDER, SAM]);
      const saves = detailsApi({ ...NONE, passport_issue_date: '2020-03-01' });
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Sam' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(await within(dialog).findByLabelText('Passport expiry date'), {
        target: { value: '2019-01-01' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('The expiry date must be after the issue date'),
      ).toBeInTheDocument();
      expect(saves).toEqual([]);
    });

    it("says the account holder's passport dates are the profile's, and shows the server's refusal", async () => {
      travellersApi([HOLDER, SAM]);
      detailsApi(NONE);
      server.use(
        http.put(apiUrl('travellers/:id/details'), () =>
          HttpResponse.json(anErrorBody(400, 'Nationality note must be text'), { status: 400 }),
        ),
      );
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Me' }));
      const dialog = await screen.findByRole('dialog', { name: 'Me: passport and nationality' });
      expect(
        await within(dialog).findByText('These passport dates are the ones on your profile.'),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Nationality note must be text',
      );
    });

    it('shows an error with a retry when they cannot be read', async () => {
      travellersApi([HOLDER, SAM]);
      server.use(
        http.get(apiUrl('travellers/:id/details'), () =>
          HttpResponse.json(anErrorBody(503, 'Service unavailable'), { status: 503 }),
        ),
      );
      const { user } = renderWithProviders(<TravellersCard />, { user: aUser() });
      await user.click(await screen.findByRole('button', { name: 'Passport & nationality: Sam' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(
          'The passport and nationality details could not be loaded.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });
});
