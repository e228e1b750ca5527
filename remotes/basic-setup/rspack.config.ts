import { createConfig, remoteDevPort } from '../../rspack.config.base';
import descriptor from './src/descriptor';

export default createConfig({
  name: 'basic-setup',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('basic-setup'),
  descriptor,
});
