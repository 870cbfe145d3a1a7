import common from './common.json';
import language from './language.json';
import shell from './shell.json';
import auth from './auth.json';
import components from './components.json';

/**
 * The part of English the sign-in page needs, bundled with it. Every other screen's strings
 * come with the whole catalogue (index.ts), loaded before a screen's code is shown
 * (docs/languages.md).
 */
export default { common, language, shell, auth, components };
