/** The sections' path registries (remotes/<x>/src/paths.ts): the specs open screens by name, as the console routes them. */
export { ACCESS_CONTROL_PATHS } from '../../remotes/access-control/src/paths';
export { ADVANCED_SETUP_PATHS } from '../../remotes/advanced-setup/src/paths';
export { BASIC_SETUP_PATHS } from '../../remotes/basic-setup/src/paths';
export { DATA_REPORT_PATHS } from '../../remotes/data-report/src/paths';
export { MACHINE_PATHS } from '../../remotes/machine/src/paths';
export { NETWORK_PATHS } from '../../remotes/network/src/paths';
export { USER_PATHS, userPage } from '../../remotes/users/src/paths';
