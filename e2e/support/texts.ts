import shellTexts from '../../shared/i18n/src/locales/en/shell.json';
import common from '../../shared/i18n/src/locales/en/common.json';
import errors from '../../shared/i18n/src/locales/en/errors.json';
import users from '../../remotes/users/src/locales/en.json';
import network from '../../remotes/network/src/locales/en.json';
import basicSetup from '../../remotes/basic-setup/src/locales/en.json';
import advancedSetup from '../../remotes/advanced-setup/src/locales/en.json';
import accessControl from '../../remotes/access-control/src/locales/en.json';
import machine from '../../remotes/machine/src/locales/en.json';
import dataReport from '../../remotes/data-report/src/locales/en.json';

/** Each remote owns its menu labels and section title (its own namespace); the specs read them by section. */
const menu = {
  ...users.menu,
  ...network.menu,
  ...basicSetup.menu,
  ...advancedSetup.menu,
  ...accessControl.menu,
  ...machine.menu,
  ...dataReport.menu,
};
const sections = {
  user: users.section.title,
  network: network.section.title,
  basicSetting: basicSetup.section.title,
  advancedSetting: advancedSetup.section.title,
  accessControl: accessControl.section.title,
  machine: machine.section.title,
  dataReport: dataReport.section.title,
};

/**
 * English texts as the console shows them. Labels come from the catalogue so that the
 * specs follow a rewording; texts the spec fixes word for word are asserted literally
 * in the specs themselves.
 */
export const en = { shell: { ...shellTexts, menu, sections }, common, errors };
