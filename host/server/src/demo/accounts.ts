/** The demo accounts, printed at start and listed in the README. One password for all. */
export const DEMO_PASSWORD = 'Ontobench-demo-1';

export const DEMO_ACCOUNTS = [
  { email: 'admin@ontobench.local', fullName: 'Администраторов Андрей Петрович', isAdmin: true, app: 'onto' },
  { email: 'user@ontobench.local', fullName: 'Пользователева Ольга Сергеевна', isAdmin: false, app: 'onto' },
  { email: 'teacher@ontobench.local', fullName: 'Учителев Иван Николаевич', isAdmin: false, app: 'edu' },
  { email: 'student@ontobench.local', fullName: 'Студентова Мария Алексеевна', isAdmin: false, app: 'edu' },
] as const;
