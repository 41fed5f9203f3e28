import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useMemo } from 'react';

import type { UserDto } from '@app/contracts';

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
  const { values } = useFormikContext<ProfileFormValues>();
  const status = usePassportAutoSave(values.passport_issue_date, values.passport_expiry_date);
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormikDateField name="passport_issue_date" label="Passport issue date" />
        <FormikDateField name="passport_expiry_date" label="Passport expiry date" />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ mt: 1, minHeight: 20 }}
      >
        {status === 'saving' ? 'Saving passport dates...' : null}
        {status === 'saved' ? 'Passport dates saved' : null}
      </Typography>
    </Box>
  );
}

/**
 * Beyond SPEC: a new address asks for the current password, and an address waiting for its
 * confirmation link is named (reminders keep going to the confirmed one until then).
 */
function EmailChangeFields({ user }: { user: UserDto }) {
  const { values } = useFormikContext<ProfileFormValues>();
  return (
    <>
      {isNewEmail(values.email, user.email) ? (
        <FormikTextField
          name="current_password"
          id="profile-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          helperText="Needed to change your email address"
          required
        />
      ) : null}
      {user.pending_email ? (
        <Alert severity="info">
          Waiting for you to confirm {user.pending_email}: open the link we sent there. Until then
          e-mails go to {user.email}.
        </Alert>
      ) : null}
    </>
  );
}

/** The Profile fields of SPEC §2, saved through PUT /api/user/profile. */
export function ProfileForm({ user }: { user: UserDto }) {
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const today = useToday();
  const schema = useMemo(() => profileFormSchema(today, user.email), [today, user.email]);

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    try {
      const saved = await updateProfile(profileRequestOf(values, user.email)).unwrap();
      const isWaiting = saved.pending_email !== null && isNewEmail(values.email, user.email);
      // The address shown stays the confirmed one; the new one waits for its link.
      helpers.resetForm({ values: profileValuesOf(saved) });
      toast({
        title: 'Profile updated successfully',
        ...(isWaiting
          ? { description: `We sent a confirmation link to ${saved.pending_email}.` }
          : {}),
      });
    } catch (error) {
      const onFields = fieldErrorsOf(error, ['current_password'] as const);
      if (Object.keys(onFields).length > 0) helpers.setErrors(onFields);
      toast({
        variant: 'destructive',
        title: 'Failed to update profile',
        description: errorMessageOf(error, 'An error occurred. Please try again.'),
      });
    }
  };

  return (
    <Formik initialValues={profileValuesOf(user)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Profile">
          <Stack spacing={2.5}>
            <TextField
              id="username"
              label="Username"
              value={user.username}
              helperText="Username cannot be changed"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormikTextField name="first_name" label="First name" autoComplete="given-name" />
              <FormikTextField name="last_name" label="Last name" autoComplete="family-name" />
            </Box>
            <FormikTextField
              name="email"
              label="Email"
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
                label="Email Reminders"
                helperText="An e-mail when you approach or pass the 90-day limit"
              />
              <FormikSwitch
                name="weekly_summaries"
                label="Weekly Summaries"
                helperText="A short weekly e-mail with your days used and days left"
              />
              <FormikSwitch
                name="product_updates"
                label="Product Updates"
                helperText="Occasional news about the app from the team"
              />
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Profile'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
