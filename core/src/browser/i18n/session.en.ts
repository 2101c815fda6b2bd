import type { DeepStringRecord } from './types.ts';
import type { sessionRu } from './session.ru.ts';

/** Shell texts of the session area, English, typed against the Russian set. */
export const sessionEn: DeepStringRecord<typeof sessionRu> = {
  session: {
    error: {
      checkFailed: 'Could not check the sign-in. Please try again.',
      dataSessionFailed: 'Could not refresh the data source session',
      dataSessionReply: 'Error getting the data source session: {{error}}',
      sso: 'Could not authorize by SSO token',
      network: 'The server does not answer. Check the connection and try again.',
    },
    loading: 'Checking the sign-in…',
  },
  signIn: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    toRegister: 'Register',
    toReset: 'Forgot the password?',
  },
  register: {
    title: 'Registration',
    fullName: 'Full name',
    fullNameHint: 'Surname, first name and patronymic in full',
    submit: 'Register',
    toSignIn: 'Already have an account? Sign in',
  },
  passwordReset: {
    title: 'Password reset',
    intro: 'Enter your e-mail: we will send a link to reset the password to it.',
    submit: 'Send the link',
    sent: 'If this e-mail is registered, a link to reset the password has been sent to it.',
    newPasswordTitle: 'Change the password',
    newPassword: 'New password',
    save: 'Save the password',
    done: 'The password is changed. Sign in with the new password.',
    toSignIn: 'To sign-in',
  },
  accessDenied: {
    title: 'Access denied',
    text: 'You have no access to the page {{path}}.',
    home: 'Home',
    signOut: 'Sign in as another user',
  },
  userMenu: {
    label: 'User',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  profile: {
    title: 'User profile',
    name: 'Full name',
    email: 'E-mail',
    role: 'Role',
    admin: 'Administrator',
    user: 'User',
    id: 'Identifier',
    language: 'Interface language',
    languageSaved: 'Language saved',
    signOut: 'Sign out',
  },
};
