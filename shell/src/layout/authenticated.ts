/** What only a signed-in visitor needs, loaded as one lazy chunk (see ./lazy.tsx). */
export { Layout } from './Layout';
export { SectionOutlet } from './SectionOutlet';
export { StatusHome } from '../home/StatusHome';
