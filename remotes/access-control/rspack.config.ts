import { createConfig, remoteDevPort } from '../../rspack.config.base';

export default createConfig({
  name: 'access-control',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('access-control'),
  publicPath: '/remotes/access-control/',
});
