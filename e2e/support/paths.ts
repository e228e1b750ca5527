/** The sections' path registries (remotes/<x>/src/paths.ts): the specs open screens by name, as the console routes them. */
export { NETWORK_PATHS } from '../../remotes/network/src/paths';
export { USER_PATHS, userPage } from '../../remotes/users/src/paths';
