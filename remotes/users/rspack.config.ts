import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'users',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('users'),
  publicPath: '/remotes/users/',
});
