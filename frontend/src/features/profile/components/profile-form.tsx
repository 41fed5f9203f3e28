import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { UserDto } from '@app/contracts';
import type { WebMessageId } from '@app/i18n/web';

import { useToast } from '../../../components/feedback/toast';
import { FormikDateField } from '../../../components/form/formik-date-field';
import { FormikSwitch } from '../../../components/form/formik-switch';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { errorMessageOf } from '../../../lib/api';
import { useToday } from '../../../lib/travel';
import { useUpdateProfileMutation } from '../api/profile-api';
import { fieldErrorsOf } from '../field-errors';
import { usePassportAutoSave } from '../hooks/use-passport-auto-save';
import { profileRequestOf, profileValuesOf } from '../profile-values';
import {
  isNewEmail,
  profileFormSchema,
  type ProfileFormValues,
} from '../schemas/profile-form.schema';
import { TimeZoneField } from './time-zone-field';

/** The passport dates, which save themselves (SPEC §4). */
function PassportDates() {
  const intl = useIntl();
  const { values } = useFormikContext<ProfileFormValues>();
  const status = usePassportAutoSave(values.passport_issue_date, values.passport_expiry_date);
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormikDateField
          name="passport_issue_date"
          label={intl.formatMessage({ id: 'profile.passportIssueDate' })}
        />
        <FormikDateField
          name="passport_expiry_date"
          label={intl.formatMessage({ id: 'profile.passportExpiryDate' })}
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ mt: 1, minHeight: 20 }}
      >
        {status === 'saving' ? <FormattedMessage id="profile.passportSaving" /> : null}
        {status === 'saved' ? <FormattedMessage id="profile.passportSaved" /> : null}
      </Typography>
    </Box>
  );
}

/**
 * Beyond SPEC: a new address asks for the current password, and an address waiting for its
 * confirmation link is named (reminders keep going to the confirmed one until then).
 */
function EmailChangeFields({ user }: { user: UserDto }) {
  const intl = useIntl();
  const { values } = useFormikContext<ProfileFormValues>();
  return (
    <>
      {isNewEmail(values.email, user.email) ? (
        <FormikTextField
          name="current_password"
          id="profile-current-password"
          label={intl.formatMessage({ id: 'profile.currentPassword' })}
          type="password"
          autoComplete="current-password"
          helperText={intl.formatMessage({ id: 'profile.currentPasswordHelp' })}
          required
        />
      ) : null}
      {user.pending_email ? (
        <Alert severity="info">
          <FormattedMessage
            id="profile.pendingEmail"
            values={{ pendingEmail: user.pending_email, email: user.email }}
          />
        </Alert>
      ) : null}
    </>
  );
}

/** The Profile fields of SPEC §2, saved through PUT /api/user/profile, in the page's language. */
export function ProfileForm({ user }: { user: UserDto }) {
  const intl = useIntl();
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const today = useToday();
  const schema = useMemo(
    () => profileFormSchema(intl, today, user.email),
    [intl, today, user.email],
  );
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    try {
      const saved = await updateProfile(profileRequestOf(values, user.email)).unwrap();
      const isWaiting = saved.pending_email !== null && isNewEmail(values.email, user.email);
      // The address shown stays the confirmed one; the new one waits for its link.
      helpers.resetForm({ values: profileValuesOf(saved) });
      toast({
        title: text('profile.saved'),
        ...(isWaiting
          ? {
              description: intl.formatMessage(
                { id: 'profile.confirmationSent' },
                { email: saved.pending_email },
              ),
            }
          : {}),
      });
    } catch (error) {
      const onFields = fieldErrorsOf(error, ['current_password'] as const, intl);
      if (Object.keys(onFields).length > 0) helpers.setErrors(onFields);
      toast({
        variant: 'destructive',
        title: text('profile.saveFailed'),
        description: errorMessageOf(error, text('common.tryAgain')),
      });
    }
  };

  return (
    <Formik initialValues={profileValuesOf(user)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={text('profile.heading')}>
          <Stack spacing={2.5}>
            <TextField
              id="username"
              label={text('profile.username')}
              value={user.username}
              helperText={text('profile.usernameHelp')}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormikTextField
                name="first_name"
                label={text('profile.firstName')}
                autoComplete="given-name"
              />
              <FormikTextField
                name="last_name"
                label={text('profile.lastName')}
                autoComplete="family-name"
              />
            </Box>
            <FormikTextField
              name="email"
              label={text('profile.email')}
              type="email"
              autoComplete="email"
              required
            />
            <EmailChangeFields user={user} />
            <TimeZoneField name="timezone" />
            <PassportDates />
            <Box>
              <FormikSwitch
                name="email_reminders"
                label={text('profile.emailReminders')}
                helperText={text('profile.emailRemindersHelp')}
              />
              <FormikSwitch
                name="weekly_summaries"
                label={text('profile.weeklySummaries')}
                helperText={text('profile.weeklySummariesHelp')}
              />
              <FormikSwitch
                name="product_updates"
                label={text('profile.productUpdates')}
                helperText={text('profile.productUpdatesHelp')}
              />
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? text('profile.saving') : text('profile.save')}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
