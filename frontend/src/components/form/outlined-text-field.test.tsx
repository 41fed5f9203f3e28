import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/system';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import { theme } from '../../app/theme/theme';
import { OutlinedTextField } from './outlined-text-field';

/** The field's markup with the theme, Emotion's generated class names left out. */
function markupOf(field: ReactElement): string {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{field}</ThemeProvider>);
  const html = container.innerHTML.replace(/\s?css-[\w-]+/g, '');
  unmount();
  return html;
}

describe('OutlinedTextField', () => {
  it("renders MUI's outlined TextField's markup: label, input, helper text, ids and theme defaults", () => {
    const props = {
      id: 'email',
      name: 'email',
      label: 'Email',
      type: 'email',
      autoComplete: 'email',
      value: 'a@example.com',
      onChange: () => undefined,
      helperText: 'We never share it',
      required: true,
      error: true,
    };
    expect(markupOf(<OutlinedTextField {...props} />)).toBe(markupOf(<TextField {...props} />));
  });

  it('passes the slots (html input, label) as TextField does, and renders without a label', () => {
    const props = {
      id: 'days',
      name: 'days',
      type: 'number',
      value: '',
      onChange: () => undefined,
      slotProps: { htmlInput: { min: 1, max: 90 }, inputLabel: { shrink: true } },
    };
    expect(markupOf(<OutlinedTextField {...props} />)).toBe(markupOf(<TextField {...props} />));
    expect(markupOf(<OutlinedTextField {...props} label="Days" multiline minRows={2} />)).toBe(
      markupOf(<TextField {...props} label="Days" multiline minRows={2} />),
    );
  });
});
