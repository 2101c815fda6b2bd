import { makeStyles, tokens } from '@fluentui/react-components';

/** The profile's sections under its facts (the password change, the account deletion): one look. */
export const useProfileFormStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '420px',
    marginTop: tokens.spacingVerticalXL,
  },
  title: { margin: 0 },
  submit: { alignSelf: 'flex-start' },
});
