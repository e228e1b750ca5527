import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'data-report',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('data-report'),
  publicPath: '/remotes/data-report/',
});
