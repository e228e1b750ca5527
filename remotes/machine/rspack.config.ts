import { createConfig, remoteDevPort } from '../../rspack.config.base';
import descriptor from './src/descriptor';

export default createConfig({
  name: 'machine',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('machine'),
  descriptor,
});
