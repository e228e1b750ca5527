import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'basic-setup',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('basic-setup'),
  publicPath: '/remotes/basic-setup/',
});
