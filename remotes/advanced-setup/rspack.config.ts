import { createConfig, remoteDevPort } from '../../rspack.config.base';
import descriptor from './src/descriptor';

export default createConfig({
  name: 'advanced-setup',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('advanced-setup'),
  descriptor,
});
