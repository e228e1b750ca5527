import shell from '../../shared/i18n/src/locales/en/shell.json';
import common from '../../shared/i18n/src/locales/en/common.json';
import errors from '../../shared/i18n/src/locales/en/errors.json';

/**
 * English texts as the console shows them. Labels come from the catalogue so that the
 * specs follow a rewording; texts the spec fixes word for word are asserted literally
 * in the specs themselves.
 */
export const en = { shell, common, errors };
