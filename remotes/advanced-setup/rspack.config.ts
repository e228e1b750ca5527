import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'advanced-setup',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('advanced-setup'),
  publicPath: '/remotes/advanced-setup/',
});
