import { createConfig } from '../../rspack.config.base';

export default createConfig({
  name: 'basic-setup',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: 3003,
  publicPath: '/remotes/basic-setup/',
});
