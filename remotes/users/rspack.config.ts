import { createConfig, remoteDevPort } from '../../rspack.config.base';
import descriptor from './src/descriptor';

export default createConfig({
  name: 'users',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('users'),
  descriptor,
});
