// Signing in and being refused: the public entry of the auth screens.
export { LoginPage } from './login-page';
export { SuspendedPage } from './suspended-page';
