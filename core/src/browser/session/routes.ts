import type { RouteContribution } from '../kernel/contributions.ts';
import { SESSION_PATHS } from './paths.ts';

const loginPage = () => import('./pages/LoginPage.tsx');

/** The session area's screens, contributed by the shell extension (spec shell.md §2). */
export const sessionRoutes: RouteContribution[] = [
  {
    id: 'login',
    path: SESSION_PATHS.login,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'signIn.title',
    page: loginPage,
  },
  {
    id: 'login.legacy',
    path: SESSION_PATHS.legacyLogin,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'signIn.title',
    page: loginPage,
  },
  {
    id: 'register',
    path: SESSION_PATHS.register,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'register.title',
    page: () => import('./pages/RegisterPage.tsx'),
  },
  {
    id: 'password-reset',
    path: SESSION_PATHS.passwordReset,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'passwordReset.title',
    page: () => import('./pages/PasswordResetPage.tsx'),
  },
  {
    id: 'access-denied',
    path: SESSION_PATHS.accessDenied,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'accessDenied.title',
    page: () => import('./pages/AccessDeniedPage.tsx'),
  },
  {
    id: 'user-profile',
    path: SESSION_PATHS.profile,
    layout: 'main',
    requiresAuth: true,
    app: 'both',
    titleKey: 'profile.title',
    page: () => import('./pages/ProfilePage.tsx'),
  },
];
