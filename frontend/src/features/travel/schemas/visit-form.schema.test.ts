import type { IntlShape } from 'react-intl';
import { ValidationError } from 'yup';

import { intlIn } from '../../../testing/page-language';
import { EMPTY_VISIT_FORM, visitFormSchema, type VisitFormValues } from './visit-form.schema';

let english: IntlShape;

beforeAll(async () => {
  english = await intlIn('en');
});

function errorsOf(
  values: Partial<VisitFormValues>,
  schema = visitFormSchema(english),
): Record<string, string> {
  try {
    schema.validateSync({ ...EMPTY_VISIT_FORM, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('visitFormSchema', () => {
  it('requires both dates with SPEC messages', () => {
    expect(errorsOf({})).toEqual({
      entry_date: 'Entry date is required',
      exit_date: 'Exit date is required',
    });
  });

  it("rejects an exit before the entry with 'Exit date must be after entry date' on exit_date", () => {
    expect(errorsOf({ entry_date: '2025-06-10', exit_date: '2025-06-09' })).toEqual({
      exit_date: 'Exit date must be after entry date',
    });
  });

  it('accepts equal dates and leaves country and notes optional', () => {
    expect(errorsOf({ entry_date: '2025-06-10', exit_date: '2025-06-10' })).toEqual({});
  });

  it('accepts country and notes left out, as Formik passes empty fields', () => {
    expect(
      visitFormSchema(english).isValidSync({ entry_date: '2025-06-10', exit_date: '2025-06-11' }),
    ).toBe(true);
  });

  it('accepts a country and notes up to 500 characters', () => {
    expect(
      errorsOf({
        entry_date: '2025-06-10',
        exit_date: '2025-06-12',
        country: 'France',
        notes: 'x'.repeat(500),
      }),
    ).toEqual({});
    expect(
      errorsOf({ entry_date: '2025-06-10', exit_date: '2025-06-12', notes: 'x'.repeat(501) }),
    ).toEqual({ notes: 'Notes must be at most 500 characters' });
  });

  it("words its messages in the page's language (issue #21)", async () => {
    const german = visitFormSchema(await intlIn('de'));
    expect(errorsOf({}, german)).toEqual({
      entry_date: 'Das Einreisedatum ist erforderlich',
      exit_date: 'Das Ausreisedatum ist erforderlich',
    });
    expect(
      errorsOf(
        { entry_date: '2025-06-10', exit_date: '2025-06-09', notes: 'x'.repeat(501) },
        german,
      ),
    ).toEqual({
      exit_date: 'Das Ausreisedatum muss nach dem Einreisedatum liegen',
      notes: 'Die Notizen dürfen höchstens 500 Zeichen lang sein',
    });
  });
});
