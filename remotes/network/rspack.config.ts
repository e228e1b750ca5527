import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'network',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('network'),
  publicPath: '/remotes/network/',
});
