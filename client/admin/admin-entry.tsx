/** The back office's entry (issue #11): read the boot data, then load the app. */
void import('./admin-app.tsx').then((m) => m.start());
