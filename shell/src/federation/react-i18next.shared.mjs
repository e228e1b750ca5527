// What the console shares as 'react-i18next' (rspack.config.base.ts): the hook and the
// i18next plugin it uses. A shared library is compiled whole; through this list <Trans>,
// the ICU helpers and the SSR/HOC helpers stay off the /login first load.
// sharedLists.test.ts fails when a file imports a name missing here.
export { initReactI18next, useTranslation } from '../../../node_modules/react-i18next/dist/es/index.js';
