import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'machine',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('machine'),
  publicPath: '/remotes/machine/',
});
